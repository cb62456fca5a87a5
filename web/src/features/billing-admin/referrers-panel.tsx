import { useState } from 'react';
import { formatPhone } from '../../../../core/format/phone.ts';
import type { ReferrerCreate } from '../../../../core/patient-bills/referrer-schemas.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { type ReferrerAnswer, useReferrers, useSaveReferrer } from './billing-admin-api.ts';

const FIELDS = [
  { key: 'name', label: msg('Name') },
  { key: 'qualification', label: msg('Qualification') },
  { key: 'registrationNumber', label: msg('Registration number') },
  { key: 'phone', label: msg('Phone') },
  { key: 'email', label: msg('E-mail') },
  { key: 'address', label: msg('Address') },
] as const;
type Draft = Record<(typeof FIELDS)[number]['key'], string>;
const EMPTY: Draft = { name: '', qualification: '', registrationNumber: '', phone: '', email: '', address: '' };
const draftOf = (r: ReferrerAnswer): Draft => ({
  name: r.name,
  qualification: r.qualification ?? '',
  registrationNumber: r.registrationNumber ?? '',
  phone: r.phone ?? '',
  email: r.email ?? '',
  address: r.address ?? '',
});

/**
 * Referring doctors with their referral volume and report turnaround. There is no commission
 * field, by law (decision 013): a referral is never paid for.
 */
export function ReferrersPanel() {
  const t = useT();
  const referrers = useReferrers();
  const [editing, setEditing] = useState<{ id: string | null; draft: Draft } | null>(null);
  if (referrers.isPending) return <LoadingMessage>{t('Loading referrers...')}</LoadingMessage>;
  if (referrers.isError) return <ErrorMessage>{t('Referrers could not be loaded. Please try again.')}</ErrorMessage>;
  const list = referrers.data.referrers;
  return (
    <div className="space-y-4">
      {editing ? (
        <ReferrerForm editing={editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing({ id: null, draft: EMPTY })}>{t('Add referrer')}</Button>
      )}
      {list.length === 0 ? (
        <EmptyMessage>{t('No referring doctors yet.')}</EmptyMessage>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th className="px-4 py-2 font-medium">{t('Name')}</th>
                <th className="px-4 py-2 font-medium">{t('Registration number')}</th>
                <th className="px-4 py-2 font-medium">{t('Contact')}</th>
                <th className="px-4 py-2 text-right font-medium">{t('Referrals')}</th>
                <th className="px-4 py-2 text-right font-medium">{t('Median turnaround')}</th>
                <th className="px-4 py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.map((r) => (
                <tr key={r.id}>
                  <td className="px-4 py-2">
                    <span className="font-medium text-slate-900">{r.name}</span>
                    {r.qualification ? <span className="block text-slate-600">{r.qualification}</span> : null}
                  </td>
                  <td className="px-4 py-2">{r.registrationNumber ?? '—'}</td>
                  <td className="px-4 py-2">
                    {[r.phone && formatPhone(r.phone), r.email].filter(Boolean).join(' · ') || '—'}
                  </td>
                  <td className="px-4 py-2 text-right">{r.referrals}</td>
                  <td className="px-4 py-2 text-right">
                    {r.medianTurnaroundHours === null ? '—' : t('{hours} h', { hours: r.medianTurnaroundHours })}
                  </td>
                  <td className="px-4 py-2 text-right">
                    <Button variant="link" onClick={() => setEditing({ id: r.id, draft: draftOf(r) })}>
                      {t('Edit')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}

function ReferrerForm({ editing, onDone }: { editing: { id: string | null; draft: Draft }; onDone: () => void }) {
  const t = useT();
  const save = useSaveReferrer();
  const [draft, setDraft] = useState(editing.draft);
  const submit = () => {
    const body = Object.fromEntries(FIELDS.map((f) => [f.key, draft[f.key].trim() || null])) as ReferrerCreate;
    save.mutate(
      { id: editing.id, body },
      {
        onSuccess: () => {
          toast({ title: t('Referrer saved') });
          onDone();
        },
        onError: (error) =>
          toast({
            title: t('Not saved'),
            description: t(errorMessageOf(error, msg('Please try again.'))),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{editing.id ? t('Edit referrer') : t('Add referrer')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <div key={f.key} className="space-y-1.5">
            <Label htmlFor={`referrer-${f.key}`}>{t(f.label)}</Label>
            <Input
              id={`referrer-${f.key}`}
              value={draft[f.key]}
              onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <div className="flex gap-3">
        <Button onClick={submit} disabled={save.isPending}>
          {t('Save referrer')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </Card>
  );
}
