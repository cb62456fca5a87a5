import { PublicVerificationSchema, VerifyCodeParamsSchema } from '../verification/verification-schemas.ts';
import { defineRoute } from './define-route.ts';

/** The public check of a printed report's code (the report's own code: reportsApi.verification). */
export const verificationApi = {
  lookup: defineRoute({
    method: 'GET',
    path: '/api/verify/:code',
    params: VerifyCodeParamsSchema,
    responses: { 200: PublicVerificationSchema },
  }),
};
