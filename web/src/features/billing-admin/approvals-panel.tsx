import { useState } from 'react';
import { formatDateTime, formatIsoDay } from '../../../../core/format/dates.ts';
import type { ApprovalQueue } from '../../../../core/patient-bills/approval-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { type Decision, useApprovalQueue, useDecide } from './billing-admin-api.ts';

interface Waiting {
  kind: Decision['kind'];
  id: string;
  title: string;
  amount: string;
  reason: string;
  requestedBy: string | null;
}

/** Concessions above the limit and refunds a receptionist asked for: approve, or refuse saying why. */
export function ApprovalsPanel() {
  const t = useT();
  const queue = useApprovalQueue();
  if (queue.isPending) return <LoadingMessage>{t('Loading what awaits approval...')}</LoadingMessage>;
  if (queue.isError) return <ErrorMessage>{t('Approvals could not be loaded. Please try again.')}</ErrorMessage>;
  const items: Waiting[] = [
    ...queue.data.concessions.map((c) => ({
      kind: 'concession' as const,
      id: c.billId,
      title: t('Concession on {bill} of {date} · {patient}', {
        bill: c.billNumber,
        date: formatIsoDay(c.billDate),
        patient: c.patientName,
      }),
      amount: t('{amount} of {gross}', { amount: formatRupeeText(c.concession), gross: formatRupeeText(c.gross) }),
      reason: c.reason,
      requestedBy: c.requestedBy,
    })),
    ...queue.data.creditNotes.map((n) => ({
      kind: 'credit' as const,
      id: n.id,
      title: t('Refund {note} on {bill} · {patient}', {
        note: n.noteNumber,
        bill: n.billNumber,
        patient: n.patientName,
      }),
      amount: t('{amount} by {mode}', { amount: formatRupeeText(n.amount), mode: n.refundMethod }),
      reason: n.reason,
      requestedBy: n.requestedBy,
    })),
  ];
  return (
    <div className="space-y-6">
      {items.length === 0 ? (
        <Card>
          <EmptyMessage>{t('Nothing awaits your approval.')}</EmptyMessage>
        </Card>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <ApprovalItem key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
      <RecentRefusals refused={queue.data.refused} />
    </div>
  );
}

/** The latest refusals with the administrator's reason, so the desk can see why (issue 33 item 6). */
function RecentRefusals({ refused }: { refused: ApprovalQueue['refused'] }) {
  const t = useT();
  if (refused.length === 0) return null;
  return (
    <Card className="divide-y divide-slate-200" data-testid="recent-refusals">
      <h2 className="px-4 py-3 text-lg font-semibold text-slate-900 sm:px-6">{t('Recently refused')}</h2>
      {refused.map((r) => (
        <div key={`${r.kind}-${r.noteNumber ?? r.billId}`} className="space-y-1 px-4 py-3 text-sm sm:px-6">
          <p className="font-medium text-slate-900">
            {r.kind === 'concession'
              ? t('Concession of {amount} on {bill} · {patient}', {
                  amount: formatRupeeText(r.amount),
                  bill: r.billNumber,
                  patient: r.patientName,
                })
              : t('Refund {note} of {amount} on {bill} · {patient}', {
                  note: r.noteNumber ?? '',
                  amount: formatRupeeText(r.amount),
                  bill: r.billNumber,
                  patient: r.patientName,
                })}
          </p>
          <p className="text-slate-700">
            {t('Refused by {name} on {when}: {reason}', {
              name: r.refusedBy ?? '—',
              when: formatDateTime(r.refusedAt),
              reason: r.refusalReason,
            })}
          </p>
        </div>
      ))}
    </Card>
  );
}

function ApprovalItem({ item }: { item: Waiting }) {
  const t = useT();
  const decide = useDecide();
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const run = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => toast({ title: decision.approve ? t('Approved') : t('Refused') }),
      onError: (error) =>
        toast({
          title: t('Not saved'),
          description: t(errorMessageOf(error, msg('Please try again.'))),
          variant: 'destructive',
        }),
    });
  return (
    <li>
      <Card className="space-y-3 p-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
          <p className="font-medium text-slate-900">{item.title}</p>
          <p className="font-semibold text-slate-900">{item.amount}</p>
        </div>
        <p className="text-sm text-slate-700">
          {t('Reason: {reason}', { reason: item.reason })}
          {item.requestedBy ? ` · ${t('Asked by {name}', { name: item.requestedBy })}` : ''}
        </p>
        {refusing ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              aria-label={t('Why it is refused')}
              placeholder={t('Why it is refused')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <Button
              variant="destructive"
              disabled={decide.isPending || reason.trim() === ''}
              onClick={() => run({ kind: item.kind, id: item.id, approve: false, reason } as Decision)}
            >
              {t('Refuse')}
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() => run({ kind: item.kind, id: item.id, approve: true } as Decision)}
            >
              {t('Approve')}
            </Button>
            <Button variant="secondary" onClick={() => setRefusing(true)}>
              {t('Refuse...')}
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
}
