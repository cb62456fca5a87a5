import { and, eq } from 'drizzle-orm';
import type { Delivery, DeliveryCreate, DeliveryLog } from '../../../core/deliveries/delivery-schemas.ts';
import { BILL_MESSAGES } from '../../../core/patient-bills/bill-messages.ts';
import { patientBills } from '../../../db/schema/patient-bills.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import type { RequestMeta } from '../audit/record-audit.ts';
import { findPatientById } from '../patients/patient-queries.ts';
import { listDeliveryRows, revokeDeliveryLink, sendDialogPatient, sendDocumentLink } from './delivery-service.ts';

/** The bill's number and its patient, or 404 exactly as for a bill of another clinic. */
async function loadBillAndPatient(deps: AppDeps, scope: RequestScope, billId: string) {
  const [bill] = await deps.db
    .select({ billNumber: patientBills.billNumber, patientId: patientBills.patientId })
    .from(patientBills)
    .where(and(eq(patientBills.clinicId, scope.clinicId), eq(patientBills.id, billId)));
  if (!bill) throw notFound(BILL_MESSAGES.billNotFound);
  const patient = await findPatientById(deps.db, scope, bill.patientId);
  if (!patient) throw notFound(BILL_MESSAGES.billNotFound);
  return { bill, patient };
}

/**
 * Sends a bill with its payments (her receipt) to its patient (decision 030): a link, never an
 * attachment, behind the report link's code or year of birth, since a bill names her scan.
 */
export async function sendBill(
  deps: AppDeps,
  scope: RequestScope,
  billId: string,
  input: DeliveryCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Delivery> {
  const { bill, patient } = await loadBillAndPatient(deps, scope, billId);
  const document = { kind: 'bill', id: billId, code: bill.billNumber } as const;
  return sendDocumentLink(deps, scope, document, patient, input, meta, claim);
}

/** A bill's delivery log, with the patient's addresses and consent for the send dialog. */
export async function listBillDeliveries(deps: AppDeps, scope: RequestScope, billId: string): Promise<DeliveryLog> {
  const { patient } = await loadBillAndPatient(deps, scope, billId);
  return {
    deliveries: await listDeliveryRows(deps, scope, { kind: 'bill', id: billId }),
    patient: sendDialogPatient(patient),
    // A bill is made whole: there is no draft to refuse.
    finalized: true,
  };
}

export async function revokeBillLink(
  deps: AppDeps,
  scope: RequestScope,
  billId: string,
  deliveryId: string,
  meta: RequestMeta,
): Promise<Delivery> {
  return revokeDeliveryLink(deps, scope, { kind: 'bill', id: billId }, deliveryId, meta);
}
