import { z } from 'zod';

/** The one error shape every API failure uses (DESIGN §4). */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
