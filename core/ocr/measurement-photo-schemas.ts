import { z } from 'zod';
import { MAX_IMAGE_MEGAPIXELS } from '../uploads/upload-messages.ts';

/** A phone photo of a measurement page is a photo, like a logo: the same 5 MB limit. */
export const MEASUREMENT_PHOTO_MAX_BYTES = 5_242_880;

export const MEASUREMENT_PHOTO_MESSAGES = {
  studyNotFound: 'Appointment not found',
  photoNotFound: 'Photo not found',
  tooLarge: 'File must be smaller than 5MB',
  invalidImage: 'Please select a photo (JPEG or PNG)',
  tooManyPixels: `Image must be at most ${MAX_IMAGE_MEGAPIXELS} megapixels (for example 5000 × 5000 pixels)`,
  busy: 'Other photos are being read. Please try again in a minute.',
  storageFull: "This photo would take the clinic past its plan's storage. Free space or change the plan.",
} as const;

const ReadValueSchema = z.object({
  value: z.number(),
  unit: z.string(),
  /** 0-1: how sure the reading is; below LOW_CONFIDENCE the wizard highlights it. */
  confidence: z.number(),
  /** The line of the photo the value was read from, as OCR read it. */
  text: z.string(),
});

/** Answer of POST /api/studies/:id/measurement-photos: the kept photo and what was read off it. */
export const MeasurementPhotoSchema = z.object({
  id: z.string(),
  studyId: z.string(),
  createdAt: z.string(),
  values: z.record(z.string(), ReadValueSchema),
  /** Lines left out because they named a sex (PC-PNDT); their text is never returned. */
  leftOut: z.number(),
});
export type MeasurementPhoto = z.output<typeof MeasurementPhotoSchema>;
