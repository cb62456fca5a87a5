import { z } from 'zod';
import { FORM_F_MESSAGES } from '../formf/formf-messages.ts';
import {
  FormFAmendmentSchema,
  FormFEditSchema,
  FormFListQuerySchema,
  FormFPageSchema,
  FormFSchema,
  FormFSignSchema,
  FormFUpdateSchema,
  MonthQuerySchema,
  RegisterSchema,
} from '../formf/formf-schemas.ts';
import { EVIDENCE_MESSAGES, EvidenceSchema, EvidenceUploadQuerySchema } from '../formf/referral-evidence.ts';
import { del, get, post, put } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: FORM_F_MESSAGES.notFound }) });
const AttachmentParams = IdParams.extend({ attachmentId: z.uuid({ error: EVIDENCE_MESSAGES.notFound }) });

/**
 * The Form F aggregate (PC-PNDT Rule 9): every `/api/pcpndt-forms…` route. There is deliberately
 * no DELETE of a form: records are never removed. The form's PDF and the register's PDF are
 * declared with the other documents.
 */
export const formfApi = {
  list: get('/api/pcpndt-forms', { query: FormFListQuerySchema, responses: { 200: FormFPageSchema } }),
  register: get('/api/pcpndt-forms/register', { query: MonthQuerySchema, responses: { 200: RegisterSchema } }),
  /** CSV files: no response schema; the web downloads them from urlOf(). */
  registerCsv: get('/api/pcpndt-forms/register.csv', { query: MonthQuerySchema }),
  formsCsv: get('/api/pcpndt-forms/forms.csv', { query: MonthQuerySchema }),
  /** A zip of the month's register, forms and evidence for an inspection (s.29(2)). */
  inspectionPack: get('/api/pcpndt-forms/inspection-pack.zip', { query: MonthQuerySchema }),
  get: get('/api/pcpndt-forms/:id', { params: IdParams, responses: { 200: FormFSchema } }),
  amendments: get('/api/pcpndt-forms/:id/amendments', {
    params: IdParams,
    responses: { 200: z.array(FormFAmendmentSchema) },
  }),
  edits: get('/api/pcpndt-forms/:id/edits', { params: IdParams, responses: { 200: z.array(FormFEditSchema) } }),
  update: put('/api/pcpndt-forms/:id', { params: IdParams, body: FormFUpdateSchema, responses: { 200: FormFSchema } }),
  /**
   * The doctor's declaration signed by the signed-in user as their own doctor record, dated by the
   * server; again by the same doctor to renew it (an amendment, with a reason, once submitted).
   */
  sign: post('/api/pcpndt-forms/:id/sign', {
    params: IdParams,
    body: FormFSignSchema,
    responses: { 200: FormFSchema },
  }),
  /** Answers 204 with no body. */
  printed: post('/api/pcpndt-forms/:id/printed', { params: IdParams }),
  submit: post('/api/pcpndt-forms/:id/submit', { params: IdParams, responses: { 200: FormFSchema } }),
  attachments: get('/api/pcpndt-forms/:id/attachments', {
    params: IdParams,
    responses: { 200: z.array(EvidenceSchema) },
  }),
  /** The file's raw bytes are the body (not JSON): the web sends them with fetch to urlOf(). */
  attach: post('/api/pcpndt-forms/:id/attachments', {
    params: IdParams,
    query: EvidenceUploadQuerySchema,
    responses: { 201: EvidenceSchema },
  }),
  /** The attachment's bytes (no response schema). */
  attachment: get('/api/pcpndt-forms/:id/attachments/:attachmentId', { params: AttachmentParams }),
  /** Answers 204 with no body. */
  removeAttachment: del('/api/pcpndt-forms/:id/attachments/:attachmentId', { params: AttachmentParams }),
  /** The form as a PDF file; printing it is audited (Rule 9(7)). */
  pdf: get('/api/pcpndt-forms/:id/pdf', { params: z.object({ id: z.uuid({ error: FORM_F_MESSAGES.notFound }) }) }),
  /** Form G (consent for an invasive procedure) of the form's woman, as a PDF (issue 29 §3). */
  formGPdf: get('/api/pcpndt-forms/:id/form-g/pdf', {
    params: z.object({ id: z.uuid({ error: FORM_F_MESSAGES.notFound }) }),
  }),
  /** The month's register as a PDF file, beside its JSON and CSV. */
  registerPdf: get('/api/pcpndt-forms/register/pdf', { query: MonthQuerySchema }),
};
