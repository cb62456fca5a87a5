import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RouteAnswer } from '../../../../core/api/define-route.ts';
import {
  billApprovalsApi,
  billingReportsApi,
  billsApi,
  dayClosingsApi,
  feeListApi,
  referrersApi,
} from '../../../../core/api/patient-bills-api.ts';
import type { DayClosingCreateSchema } from '../../../../core/patient-bills/closing-schemas.ts';
import type { FeeListUpdateInput } from '../../../../core/patient-bills/fee-list-schemas.ts';
import type { ReferrerCreate } from '../../../../core/patient-bills/referrer-schemas.ts';
import { callApi } from '../../lib/call-api.ts';
import { queryClient } from '../../lib/query-client.ts';

type DayClosingInput = z.input<typeof DayClosingCreateSchema>;
export type FeeListAnswer = RouteAnswer<typeof feeListApi.get>;
export type ApprovalQueue = RouteAnswer<typeof billApprovalsApi.queue>;
export type DayClosingAnswer = RouteAnswer<typeof dayClosingsApi.close>;
export type ReferrerAnswer = RouteAnswer<typeof referrersApi.create>;
export type CollectionsAnswer = RouteAnswer<typeof billingReportsApi.collections>;

/** Everything the admin screens read sits under one prefix: one invalidation after a write refreshes all. */
const KEY = ['billing-admin'] as const;
const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

export const useFeeList = () => useQuery({ queryKey: [...KEY, 'fees'], queryFn: () => callApi(feeListApi.get) });

export const useSaveFeeList = () =>
  useMutation({ mutationFn: (body: FeeListUpdateInput) => callApi(feeListApi.put, { body }), onSuccess: refresh });

export const useApprovalQueue = () =>
  useQuery({ queryKey: [...KEY, 'approvals'], queryFn: () => callApi(billApprovalsApi.queue) });

export type Decision =
  | { kind: 'concession'; id: string; approve: true }
  | { kind: 'concession'; id: string; approve: false; reason: string }
  | { kind: 'credit'; id: string; approve: true }
  | { kind: 'credit'; id: string; approve: false; reason: string };

export const useDecide = () =>
  useMutation({
    mutationFn: async (d: Decision): Promise<unknown> => {
      const params = { id: d.id };
      if (d.kind === 'concession')
        return d.approve
          ? callApi(billsApi.approveConcession, { params })
          : callApi(billApprovalsApi.refuseConcession, { params, body: { reason: d.reason } });
      return d.approve
        ? callApi(billsApi.approveCredit, { params })
        : callApi(billApprovalsApi.refuseCredit, { params, body: { reason: d.reason } });
    },
    onSuccess: refresh,
  });

export const useClosings = () =>
  useQuery({ queryKey: [...KEY, 'closings'], queryFn: () => callApi(dayClosingsApi.list, { query: {} }) });

export const useCloseDay = () =>
  useMutation({
    mutationFn: (body: DayClosingInput) => callApi(dayClosingsApi.close, { body }, { idempotent: true }),
    onSuccess: refresh,
  });

export const useReopenDay = () =>
  useMutation({
    mutationFn: (v: { id: string; reason: string }) =>
      callApi(dayClosingsApi.reopen, { params: { id: v.id }, body: { reason: v.reason } }),
    onSuccess: refresh,
  });

export const useReferrers = () =>
  useQuery({ queryKey: [...KEY, 'referrers'], queryFn: () => callApi(referrersApi.list) });

export const useSaveReferrer = () =>
  useMutation({
    mutationFn: (v: { id: string | null; body: ReferrerCreate }) =>
      v.id
        ? callApi(referrersApi.update, { params: { id: v.id }, body: v.body })
        : callApi(referrersApi.create, { body: v.body }),
    onSuccess: refresh,
  });

export const useCollections = (from: string, to: string) =>
  useQuery({
    queryKey: [...KEY, 'collections', from, to],
    queryFn: () => callApi(billingReportsApi.collections, { query: { from, to } }),
  });

/** The period's report with every concession and refund listed (the CSV's; the screen shows the first). */
export const fetchFullCollections = (from: string, to: string) =>
  callApi(billingReportsApi.collections, { query: { from, to, full: 'true' } });
