import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../../core/api/define-route.ts';
import { deskBookingApi } from '../../../../core/api/desk-booking-api.ts';
import { organisationPatientsApi } from '../../../../core/api/organisation-patients-api.ts';
import { billsApi, feeListApi } from '../../../../core/api/patient-bills-api.ts';
import { paymentsApi } from '../../../../core/api/payments-api.ts';
import type { Bill, BillCreateInput, CreditNote } from '../../../../core/patient-bills/bill-schemas.ts';
import { callApi, callApiOrNull } from '../../lib/call-api.ts';
import { fetchPatientPage } from '../../lib/patient-list.ts';
import { queryClient } from '../../lib/query-client.ts';
import { PATIENTS_KEY } from '../../lib/query-keys.ts';

/** Everything about bills under one prefix: one invalidation refreshes the list, a bill and the account. */
export const BILLS_KEY = [billsApi.list.path] as const;

export function useFeeList() {
  return useQuery({ queryKey: [feeListApi.get.path], queryFn: () => callApi(feeListApi.get), staleTime: 60_000 });
}

/** The front desk's patient search: name, patient id or phone, as the other pickers search. */
export function usePatientSearch(search: string) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'billing-desk', search],
    queryFn: () => fetchPatientPage({ page: 1, limit: 20, search }),
    staleTime: 30_000,
  });
}

/**
 * The same search over the organisation's other centres (decision 024): a returning patient is
 * registered here from her record there, not typed again. Two letters at least, as the server asks.
 */
export function useOrganisationPatientSearch(search: string) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'organisation', search],
    queryFn: () => callApi(organisationPatientsApi.search, { query: { search } }),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
}

/** Registers her at this centre from her row at another one; the answer is her row here. */
export async function reuseOrganisationPatient(id: string) {
  const patient = await callApi(organisationPatientsApi.reuse, { params: { id }, body: { consent: true } });
  await queryClient.invalidateQueries({ queryKey: PATIENTS_KEY });
  return patient;
}

export function useBill(id: string) {
  return useQuery({
    queryKey: [...BILLS_KEY, 'one', id],
    queryFn: ({ signal }) => callApiOrNull(billsApi.get, { params: { id } }, signal),
  });
}

export function useBills(page: number, patientId: string | null) {
  return useQuery({
    queryKey: [...BILLS_KEY, 'list', page, patientId],
    queryFn: () => callApi(billsApi.list, { query: { page, ...(patientId ? { patientId } : {}) } }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** A patient's dues and unused advance (money taken before a bill). */
export function usePatientAccount(patientId: string | null) {
  return useQuery({
    queryKey: [...BILLS_KEY, 'account', patientId],
    queryFn: () => callApi(billsApi.account, { params: { id: patientId ?? '' } }),
    enabled: patientId !== null,
    staleTime: 15_000,
  });
}

async function settled<T>(answer: Promise<T>): Promise<T> {
  const value = await answer;
  await queryClient.invalidateQueries({ queryKey: BILLS_KEY });
  // Payments on a bill are payments: the Payments page and the dashboard take them in.
  await queryClient.invalidateQueries({ queryKey: [paymentsApi.list.path] });
  return value;
}

export function postBill(body: BillCreateInput): Promise<Bill> {
  return settled(callApi(billsApi.create, { body }, { idempotent: true }));
}

/** The desk's bill with its studies booked in the same step (their lines carry them). */
export function postBooking(body: BillCreateInput, scheduledDate: string): Promise<Bill> {
  return settled(callApi(deskBookingApi.book, { body: { ...body, scheduledDate } }, { idempotent: true }));
}

export type PaymentPart = RouteInput<typeof billsApi.pay>['body']['parts'][number];

export function postBillPayment(id: string, parts: PaymentPart[], counter: string): Promise<Bill> {
  return settled(callApi(billsApi.pay, { params: { id }, body: { parts, counter } }, { idempotent: true }));
}

export function postCreditNote(id: string, body: RouteInput<typeof billsApi.credit>['body']): Promise<CreditNote> {
  return settled(callApi(billsApi.credit, { params: { id }, body }, { idempotent: true }));
}

/** Puts part of the patient's advance towards the bill (an Idempotency-Key makes a retry safe). */
export function postApplyAdvance(id: string, amount: string): Promise<Bill> {
  return settled(callApi(billsApi.applyAdvance, { params: { id }, body: { amount } }, { idempotent: true }));
}
