import { z } from 'zod';
import { STUDY_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { boundedDateTime, DATE_RANGES } from '../validation/calendar-date.ts';
import { multilineText, text } from '../validation/text-rules.ts';

/*
 * One name in code: "study" (the API's /api/studies, the studies table, core/api/studies-api.ts,
 * web/src/features/studies). "Appointment" is only what the screens and messages say to people
 * (Schedule Appointment, "appointments today"), exactly as the spec words them.
 */

export const STUDY_TYPES = [
  'obstetric',
  'abdominal',
  'pelvic',
  'cardiac',
  'kub',
  'thyroid',
  'breast',
  'scrotal',
  'obstetric_first_trimester',
  'obstetric_second_third_trimester',
  'fibroscan',
] as const;
export type StudyType = (typeof STUDY_TYPES)[number];

/** Dashboard labels (clinical spec); types without a listed label get a readable fallback. */
export const STUDY_TYPE_LABELS: Record<StudyType, string> = {
  obstetric: 'Obstetric Ultrasound',
  abdominal: 'Abdominal Ultrasound',
  pelvic: 'Pelvic Ultrasound',
  cardiac: 'Cardiac Echo',
  kub: 'KUB Ultrasound',
  thyroid: 'Thyroid Ultrasound',
  breast: 'Breast Ultrasound',
  scrotal: 'Scrotal Ultrasound',
  obstetric_first_trimester: 'Obstetric Ultrasound (1st Trimester)',
  obstetric_second_third_trimester: 'Obstetric Ultrasound (2nd/3rd Trimester)',
  fibroscan: 'FibroScan',
};

/** PC-PNDT: a study's (appointment's) free text is screened for a fetal sex (core/pcpndt/pcpndt-text.ts). */
const personText = fetalSexGuard('person', M.fetalSexText);
const clinicalText = fetalSexGuard('clinical', M.fetalSexText);

export const StudyCreateSchema = z.object({
  patientId: z.uuid({ error: M.patientRequired }),
  studyType: z.enum(STUDY_TYPES, { error: M.studyType }),
  scheduledDate: boundedDateTime(DATE_RANGES.nearFuture, M.scheduledDate),
  doctor: personText(
    text()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
  ),
  notes: clinicalText(
    multilineText()
      .trim()
      .max(500, M.notesTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
});
export type StudyCreate = z.output<typeof StudyCreateSchema>;

/** A scan that ends without being done: its draft Form F is voided with the reason given. */
export const STUDY_CLOSED_STATUSES = ['cancelled', 'no-show'] as const;

export const StudyStatusUpdateSchema = z.object({
  status: z.enum(['in-progress', 'completed', 'cancelled', 'no-show', 'scheduled'], { error: M.status }),
  /** Why it was cancelled or not attended; required when the scan has a Form F (server-side check). */
  reason: clinicalText(
    multilineText()
      .trim()
      .max(500, M.reasonTooLong)
      .nullish()
      .transform((v) => v || null),
  ),
});
export type StudyStatusUpdate = z.output<typeof StudyStatusUpdateSchema>;

export const StudySchema = z.object({
  id: z.string(),
  studyId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  studyType: z.string(),
  scheduledDate: z.string(),
  status: z.string(),
  doctor: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type Study = z.infer<typeof StudySchema>;
