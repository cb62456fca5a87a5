import { z } from 'zod';

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;

/** A clinic data export as its administrators see it while it is made and once it is ready. */
export const ClinicExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  rowsDone: z.number(),
  rowsTotal: z.number().nullable(),
  /** 0–100, for the progress bar. */
  percent: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** Set once ready and until it expires. */
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
});
export type ClinicExport = z.infer<typeof ClinicExportSchema>;

export const ClinicExportListSchema = z.object({ exports: z.array(ClinicExportSchema) });
export const ClinicExportCreatedSchema = z.object({ id: z.string() });

export const EXPORT_MESSAGES = {
  notFound: 'Export not found',
  patientNotFound: 'Patient not found',
  alreadyRunning: 'An export of this clinic is already being prepared. Wait for it to finish.',
  notReady: 'This export is not ready yet.',
  expired: 'This export has expired and its file was removed. Start a new export.',
  failed: 'The export could not be completed. Try again; if it fails again, contact support.',
} as const;
