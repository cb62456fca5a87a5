import type { ReactNode } from 'react';
import type { DoctorFieldProps } from '../../../lib/doctor-choice.ts';

/**
 * The doctor selector, handed in by the app (DESIGN §2: features do not import each other; the
 * selector belongs to the doctors feature). `error` is the form's message for the doctor.
 */
export type ReportDoctorField = (props: DoctorFieldProps & { error?: string }) => ReactNode;
