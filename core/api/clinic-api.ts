import { z } from 'zod';
import { ClinicSchema, ClinicUpdateSchema } from '../clinic/clinic-schema.ts';
import { HTTP_MESSAGES } from '../messages.ts';
import { PrintSettingsSchema } from '../print/print-settings.ts';
import { LogoUpdateSchema, LogoUploadedSchema, LogoUploadGrantSchema } from '../uploads/logo-upload-schema.ts';
import { get, post, put } from './define-route.ts';

/** The clinic record, its logo (signed uploads) and its print settings (issue 19 §4). */
export const clinicApi = {
  get: get('/api/clinic', { responses: { 200: ClinicSchema } }),
  update: put('/api/clinic', { body: ClinicUpdateSchema, responses: { 200: ClinicSchema } }),
  setLogo: put('/api/clinic/logo', { body: LogoUpdateSchema, responses: { 200: ClinicSchema } }),
  /** A short-lived signed address to PUT the image to (uploadLogo), or an S3 one. */
  logoUploadGrant: post('/api/clinic/logo/upload', { responses: { 200: LogoUploadGrantSchema } }),
  /**
   * The raw image body, to the grant's signed address (local storage only). Malformed query values
   * fail the signature check (403) rather than validation, like a wrong signature.
   */
  uploadLogo: put('/api/uploads/logo/:grantId', {
    params: z.object({ grantId: z.string().regex(/^[0-9a-f]{32}$/, HTTP_MESSAGES.notFound) }),
    query: z.object({ expires: z.coerce.number().int().catch(0), signature: z.string().catch('') }),
    responses: { 200: LogoUploadedSchema },
  }),
  printSettings: get('/api/clinic/print-settings', { responses: { 200: PrintSettingsSchema } }),
  updatePrintSettings: put('/api/clinic/print-settings', {
    body: PrintSettingsSchema,
    responses: { 200: PrintSettingsSchema },
  }),
};
