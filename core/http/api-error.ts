import { z } from 'zod';
import { REFUSAL_REASON_NOTES, type RefusalReason } from './refusal-reasons.ts';

export type { RefusalReason };

/** Why a request was refused: one of REFUSAL_REASON_NOTES (core/http/refusal-reasons.ts). */
export const RefusalReasonSchema = z.enum(Object.keys(REFUSAL_REASON_NOTES) as [RefusalReason, ...RefusalReason[]]);

/** The one error shape every API failure uses (DESIGN §4). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Set on every refusal (4xx); a server failure (5xx) has none. */
  reason: RefusalReasonSchema.optional(),
  /** Where a 402 sends the browser (the plans, the subscription page). */
  redirectTo: z.string().optional(),
  /** Which plan limit a `plan_limit` refusal hit: 'users', 'reports' or 'patients'. */
  limit: z.string().optional(),
  /** What a `needs_confirmation` refusal asks the doctor to confirm: each contradiction's code and words. */
  contradictions: z.array(z.object({ code: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
