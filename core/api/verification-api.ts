import { PublicVerificationSchema, VerifyCodeParamsSchema } from '../verification/verification-schemas.ts';
import { get } from './define-route.ts';

/** The public check of a printed report's code (the report's own code: reportsApi.verification). */
export const verificationApi = {
  lookup: get('/api/verify/:code', { params: VerifyCodeParamsSchema, responses: { 200: PublicVerificationSchema } }),
};
