import { z } from 'zod';
import { ApprovalQueueSchema, RefusalSchema } from '../patient-bills/approval-schemas.ts';
import { BILL_MESSAGES as M } from '../patient-bills/bill-messages.ts';
import { BILL_PAPERS } from '../patient-bills/bill-print-model.ts';
import {
  AdvanceApplySchema,
  BillCreateSchema,
  BillListQuerySchema,
  BillPageSchema,
  BillPaymentSchema,
  BillSchema,
  CreditNoteCreateSchema,
  CreditNoteSchema,
  PatientAccountSchema,
} from '../patient-bills/bill-schemas.ts';
import {
  DayClosingCreateSchema,
  DayClosingListQuerySchema,
  DayClosingReopenSchema,
  DayClosingSchema,
} from '../patient-bills/closing-schemas.ts';
import { FeeListSchema, FeeListUpdateSchema } from '../patient-bills/fee-list-schemas.ts';
import { ReferrerCreateSchema, ReferrerListSchema, ReferrerSchema } from '../patient-bills/referrer-schemas.ts';
import { CollectionsQuerySchema, CollectionsReportSchema } from '../patient-bills/report-schemas.ts';
import { get, post, put } from './define-route.ts';

const billId = z.object({ id: z.uuid({ error: M.billNotFound }) });

/** Patient billing (issue 33): not the clinic's own subscription billing (billing-api.ts). */
export const feeListApi = {
  get: get('/api/fee-list', { responses: { 200: FeeListSchema } }),
  put: put('/api/fee-list', { body: FeeListUpdateSchema, responses: { 200: FeeListSchema } }),
};

export const billsApi = {
  list: get('/api/bills', { query: BillListQuerySchema, responses: { 200: BillPageSchema } }),
  create: post('/api/bills', { body: BillCreateSchema, responses: { 201: BillSchema } }),
  get: get('/api/bills/:id', { params: billId, responses: { 200: BillSchema } }),
  approveConcession: post('/api/bills/:id/approve-concession', { params: billId, responses: { 200: BillSchema } }),
  pay: post('/api/bills/:id/payments', { params: billId, body: BillPaymentSchema, responses: { 201: BillSchema } }),
  credit: post('/api/bills/:id/credit-notes', {
    params: billId,
    body: CreditNoteCreateSchema,
    responses: { 201: CreditNoteSchema },
  }),
  /** Puts part of the patient's advance towards this bill (issue 33 item 5). */
  applyAdvance: post('/api/bills/:id/apply-advance', {
    params: billId,
    body: AdvanceApplySchema,
    responses: { 201: BillSchema },
  }),
  approveCredit: post('/api/credit-notes/:id/approve', {
    params: z.object({ id: z.uuid({ error: M.creditNoteNotFound }) }),
    responses: { 200: CreditNoteSchema },
  }),
  /** The bill of supply with its payments (the patient's receipt) as a PDF, on A4 or the 80 mm roll. */
  pdf: get('/api/bills/:id/pdf', {
    params: billId,
    query: z.object({ paper: z.enum(BILL_PAPERS, { error: M.paperInvalid }).default('a4') }),
  }),
  account: get('/api/patients/:id/account', {
    params: z.object({ id: z.uuid() }),
    responses: { 200: PatientAccountSchema },
  }),
};

export const dayClosingsApi = {
  list: get('/api/day-closings', { query: DayClosingListQuerySchema, responses: { 200: z.array(DayClosingSchema) } }),
  close: post('/api/day-closings', { body: DayClosingCreateSchema, responses: { 201: DayClosingSchema } }),
  reopen: post('/api/day-closings/:id/reopen', {
    params: z.object({ id: z.uuid({ error: M.closingNotFound }) }),
    body: DayClosingReopenSchema,
    responses: { 200: DayClosingSchema },
  }),
};

export const referrersApi = {
  list: get('/api/referrers', { responses: { 200: ReferrerListSchema } }),
  create: post('/api/referrers', { body: ReferrerCreateSchema, responses: { 201: ReferrerSchema } }),
  update: put('/api/referrers/:id', {
    params: z.object({ id: z.uuid({ error: M.referrerNotFound }) }),
    body: ReferrerCreateSchema,
    responses: { 200: ReferrerSchema },
  }),
};

/** What waits for an administrator, and refusing it (approving is on billsApi). */
export const billApprovalsApi = {
  queue: get('/api/billing-approvals', { responses: { 200: ApprovalQueueSchema } }),
  refuseConcession: post('/api/bills/:id/refuse-concession', {
    params: billId,
    body: RefusalSchema,
    responses: { 200: BillSchema },
  }),
  refuseCredit: post('/api/credit-notes/:id/refuse', {
    params: z.object({ id: z.uuid({ error: M.creditNoteNotFound }) }),
    body: RefusalSchema,
    responses: { 200: CreditNoteSchema },
  }),
};

export const billingReportsApi = {
  collections: get('/api/billing-reports/collections', {
    query: CollectionsQuerySchema,
    responses: { 200: CollectionsReportSchema },
  }),
};
