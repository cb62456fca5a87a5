import { useEffect, useRef } from 'react';
import type { DoctorChoice } from '../../lib/doctor-choice.ts';
import { useAuth } from '../../lib/use-auth.ts';
import type { Doctor } from './doctors-api.ts';

/**
 * A doctor writing a report is nearly always its reporting doctor (issue 28): when the signed-in
 * user signs as one of the clinic's doctors and the field is still empty, choose them. Once per
 * field, so clearing the choice on purpose leaves it clear; an edited report keeps its own doctor.
 */
export function usePreselectSignedInDoctor(
  enabled: boolean,
  value: DoctorChoice,
  doctors: Doctor[] | undefined,
  onChange: (value: DoctorChoice) => void,
) {
  const { user } = useAuth();
  const done = useRef(false);
  const signedInId = user?.doctorId ?? null;
  const empty = value.doctorId === null && value.name.trim() === '';
  useEffect(() => {
    if (!enabled || done.current || !signedInId || !doctors) return;
    done.current = true;
    if (!empty) return;
    const doctor = doctors.find((d) => d.id === signedInId);
    if (doctor) onChange({ doctorId: doctor.id, name: doctor.name, registrationNumber: doctor.registrationNumber });
  }, [enabled, signedInId, doctors, empty, onChange]);
}
