import { z } from 'zod';

const MeasuredValueSchema = z.object({
  value: z.number(),
  unit: z.string(),
  /** The scanner's name in Settings → Scanners: the wizard says "from <scanner>". */
  scanner: z.string(),
  receivedAt: z.string(),
});

/** GET /api/studies/:id/measurements: what the scanners' SRs measured, per fetus ('A', 'B', …). */
export const StudyMeasurementsSchema = z.object({
  fetuses: z.array(z.object({ label: z.string(), values: z.record(z.string(), MeasuredValueSchema) })),
});
export type StudyMeasurements = z.output<typeof StudyMeasurementsSchema>;
