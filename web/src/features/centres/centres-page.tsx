import { Building2, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { centresApi } from '../../../../core/api/centres-api.ts';
import type { Centre, CentreOverview } from '../../../../core/centres/centre-schemas.ts';
import { paiseToDecimal, rupeesToPaise } from '../../../../core/format/inr.ts';
import { htmlLang } from '../../../../core/i18n/locales.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { DATA_CELL, DataTable } from '../../components/ui/data-table.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { currentLocale, msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { CentreDialog } from './centre-dialog.tsx';
import { useCentresOverview } from './centres-api.ts';

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(htmlLang(currentLocale()), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Centres (issue 18), for organisation admins: every centre with today's patients, drafts waiting,
 * this month's revenue and its Form F register, and adding or editing a centre.
 */
export function CentresPage() {
  useDocumentTitle('Centres');
  const can = useCan();
  const overview = useCentresOverview();
  const [editing, setEditing] = useState<Centre | 'new' | null>(null);
  if (!can('organisation'))
    return <ErrorMessage>{t('Only organisation administrators can manage centres.')}</ErrorMessage>;
  const edit = async (id: string) => {
    try {
      setEditing(await callApi(centresApi.get, { params: { id } }));
    } catch (error) {
      toast({
        title: t('Centre not loaded'),
        description: t(errorMessageOf(error, msg('Please try again.'))),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Centres')}</h1>
          <p className="mt-1 text-slate-600">
            {t(
              'Each centre keeps its own patients, ids, Form F register and PC-PNDT registration, under one subscription.',
            )}
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Add Centre')}
        </Button>
      </div>
      {overview.isPending ? <LoadingMessage>{t('Loading the centres...')}</LoadingMessage> : null}
      {overview.isError ? (
        <ErrorMessage>{t(errorMessageOf(overview.error, msg('The centres could not be loaded.')))}</ErrorMessage>
      ) : null}
      {overview.data ? (
        <Card>
          <CentresTable centres={overview.data} onEdit={(id) => void edit(id)} />
        </Card>
      ) : null}
      {editing ? <CentreDialog centre={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}

function CentresTable({ centres, onEdit }: { centres: CentreOverview[]; onEdit: (id: string) => void }) {
  const totals = centres.reduce(
    (sum, c) => ({ patients: sum.patients + c.patientsToday, drafts: sum.drafts + c.pendingReports }),
    { patients: 0, drafts: 0 },
  );
  return (
    <DataTable
      caption={t('Centres of the organisation, the first centre first')}
      columns={[
        { label: msg('Centre') },
        { label: msg("Today's Patients"), align: 'right' },
        { label: msg('Pending Reports'), align: 'right' },
        { label: msg('Revenue This Month'), align: 'right' },
        { label: msg('Form F Register') },
        { label: msg('Actions'), hiddenLabel: true },
      ]}
      minWidthClass="min-w-[860px]"
    >
      {centres.map((centre) => (
        <tr key={centre.id} data-testid="centre-row">
          <td className={DATA_CELL}>
            <p className="flex items-center gap-2 font-medium text-slate-900">
              <Building2 aria-hidden="true" className="size-4 text-slate-500" />
              {centre.name}
              {centre.readOnly ? <Badge tone="slate">{t('Read-only')}</Badge> : null}
            </p>
            <p className="text-xs text-slate-600">
              {t('Reg. No:')} {centre.registrationNumber ?? t('Not recorded')}
            </p>
          </td>
          <td className={`${DATA_CELL} text-right tabular-nums`}>{centre.patientsToday}</td>
          <td className={`${DATA_CELL} text-right tabular-nums`}>{centre.pendingReports}</td>
          <td className={`${DATA_CELL} text-right tabular-nums`}>{formatRupeeText(centre.revenueThisMonth)}</td>
          <td className={DATA_CELL}>
            <p>
              {monthName(centre.register.month)}:{' '}
              {centre.register.forms === 1
                ? t('{count} form', { count: 1 })
                : t('{count} forms', { count: centre.register.forms })}
              {centre.register.incomplete ? `, ${t('{count} incomplete', { count: centre.register.incomplete })}` : ''}
            </p>
            {/* null: the centre is new this month, so last month had nothing to file. */}
            {centre.register.lastMonthFiled === null ? null : (
              <Badge tone={centre.register.lastMonthFiled ? 'green' : 'amber'}>
                {centre.register.lastMonthFiled ? t('Last month filed') : t('Last month not filed')}
              </Badge>
            )}
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <Button variant="secondary" size="sm" disabled={centre.readOnly} onClick={() => onEdit(centre.id)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('Edit')}
              <span className="sr-only"> {centre.name}</span>
            </Button>
          </td>
        </tr>
      ))}
      <tr className="bg-slate-50 font-semibold">
        <td className={DATA_CELL}>{t('All centres')}</td>
        <td className={`${DATA_CELL} text-right tabular-nums`}>{totals.patients}</td>
        <td className={`${DATA_CELL} text-right tabular-nums`}>{totals.drafts}</td>
        <td className={`${DATA_CELL} text-right tabular-nums`}>{formatRupeeText(sumRupees(centres))}</td>
        <td className={DATA_CELL} colSpan={2} />
      </tr>
    </DataTable>
  );
}

/** Exact: summed in paise, never as floats. */
function sumRupees(centres: CentreOverview[]): string {
  return paiseToDecimal(centres.reduce((sum, c) => sum + (rupeesToPaise(c.revenueThisMonth) ?? 0n), 0n));
}
