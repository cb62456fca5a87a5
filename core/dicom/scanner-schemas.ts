import { z } from 'zod';
import { SCANNER_MESSAGES as M } from '../messages.ts';
import { fetalSexGuard } from '../pcpndt/pcpndt-text.ts';
import { text } from '../validation/text-rules.ts';

/**
 * A DICOM AE title as machines accept it: at most 16 characters (PS3.5 AE). We keep to capitals,
 * digits, '_' and '-' so what the user types is what the machine sends, whatever its keyboard.
 */
export const AeTitleSchema = text({ error: M.aeTitleInvalid })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{1,16}$/, M.aeTitleInvalid);

/** A scanner's name and details can be printed beside a measurement ("from Voluson E8"). */
const guarded = fetalSexGuard('name');

const detail = guarded(
  text()
    .trim()
    .max(64, M.detailLong)
    .nullish()
    .transform((v) => v || null),
);

export const ScannerCreateSchema = z.object({
  name: guarded(text({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(64, M.nameLong)),
  aeTitle: AeTitleSchema,
  manufacturer: detail,
  model: detail,
  serialNumber: detail,
});
export type ScannerCreate = z.output<typeof ScannerCreateSchema>;

export const ScannerUpdateSchema = ScannerCreateSchema.partial().extend({ active: z.boolean().optional() });
export type ScannerUpdate = z.output<typeof ScannerUpdateSchema>;

export const ScannerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  aeTitle: z.string(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  active: z.boolean(),
  /** Whether a bridge token was made (the token itself is shown once, when made). */
  hasBridgeToken: z.boolean(),
  createdAt: z.string(),
});
export type Scanner = z.output<typeof ScannerSchema>;

export const ScannerListSchema = z.object({
  scanners: z.array(ScannerSchema),
  /** What to enter on the machine as the worklist and storage server (README "Connecting a scanner"). */
  listener: z.object({ aeTitle: z.string(), port: z.number().nullable() }),
});
export type ScannerList = z.output<typeof ScannerListSchema>;
