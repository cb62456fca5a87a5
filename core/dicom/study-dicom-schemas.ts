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
  /**
   * The machines that sent this study's objects but are not in the centre's PC-PNDT registration,
   * as "make model S/N serial" (issue 32 item 7): the wizard says "Machine not registered: …".
   */
  unregisteredMachines: z.array(z.string()),
});
export type StudyMeasurements = z.output<typeof StudyMeasurementsSchema>;
