import { CalendarRange, FilePlus2, FileText, Search, Users, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { useRecordsReadOnly } from '../../../lib/records-read-only.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FormFEditDialog } from '../edit/formf-edit-dialog.tsx';
import { type FormF, useFormF, useFormFForReport, useFormFPage } from '../formf-api.ts';
import { FormFDialog } from '../formf-dialog.tsx';
import { MonthlyRegister } from '../register/monthly-register.tsx';
import { FILTER_LABELS, type FormFListFilter, filterForms } from './formf-list-filter.ts';
import { FormFStats } from './formf-stats.tsx';
import { FormFTable } from './formf-table.tsx';
import { readHistoryTarget } from './history-links.ts';

type Open = { kind: 'view' | 'edit'; form: FormF } | null;
type Tab = 'forms' | 'register';

/**
 * Patient History (/pcpndt): the clinic's Form F records with search, the four stat cards,
 * View (the printable form) and Edit (the completion form), a filter for forms still needing
 * work, and the monthly register. /pcpndt?reportId=… (from the Reports page) or ?formId=…
 * shows that one record; with &edit=1 its completion form opens.
 */
export function PatientHistoryPage() {
  useDocumentTitle('Patient History');
  const readOnly = useRecordsReadOnly();
  const searchString = useSearch();
  // Read once: the record the page was opened for, not later URL changes.
  const [target, setTarget] = useState(() => readHistoryTarget(searchString));
  // ?tab=register (the dashboard's filing reminder) opens the monthly register.
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(searchString).get('tab') === 'register' ? 'register' : 'forms',
  );
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FormFListFilter>('all');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const list = useFormFPage(page);
  const byReport = useFormFForReport(target.reportId);
  const byId = useFormF(target.reportId ? null : target.formId);
  const targeted = target.reportId ? byReport : target.formId ? byId : null;

  // The deep link's edit=1 opens the completion form once, when its record has loaded.
  useEffect(() => {
    if (target.edit && targeted?.data) {
      setOpen({ kind: 'edit', form: targeted.data });
      setTarget((current) => ({ ...current, edit: false }));
    }
  }, [target.edit, targeted?.data]);

  const showAll = () => {
    setTarget({ reportId: null, formId: null, edit: false });
    setSearch('');
    setFilter('all');
    setTab('forms');
    navigateTo('/pcpndt', { replace: true });
  };
  const source = targeted ? (targeted.data ? [targeted.data] : []) : (list.data?.forms ?? []);
  const forms = filterForms(source, search, filter);
  const pending = targeted ? targeted.isPending : list.isPending;
  const failed = targeted ? targeted.isError : list.isError;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Patient History')}</h1>
          <p className="mt-1 text-slate-600">
            {t('PC-PNDT Form F records, their completion and the monthly register')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => navigateTo('/patients')}>
            <Users aria-hidden="true" className="size-4" />
            {t('View All Patients')}
          </Button>
          <Button variant="secondary" onClick={showAll}>
            <FileText aria-hidden="true" className="size-4" />
            {t('View All Form-Fs')}
          </Button>
          {readOnly ? null : (
            <Button onClick={() => navigateTo('/reports')}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              {t('Create Obstetric Report')}
            </Button>
          )}
        </div>
      </div>

      <FormFStats stats={list.data?.stats} />

      <div role="tablist" aria-label={t('Patient History views')} className="flex gap-2 border-b border-slate-200">
        <TabButton
          selected={tab === 'forms'}
          onSelect={() => setTab('forms')}
          icon={FileText}
          label={t('Form F Records')}
        />
        <TabButton
          selected={tab === 'register'}
          onSelect={() => setTab('register')}
          icon={CalendarRange}
          label={t('Monthly Register')}
        />
      </div>

      {tab === 'register' ? (
        <MonthlyRegister />
      ) : (
        <Card>
          <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-end sm:px-6">
            <div className="relative flex-1">
              <label htmlFor="formf-search" className="sr-only">
                {t('Search Form F records')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              />
              <Input
                id="formf-search"
                type="search"
                placeholder={t('Search by Form ID, Study ID or form type...')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                className="pl-9"
              />
            </div>
            <div className="sm:w-64">
              <label htmlFor="formf-filter" className="mb-1.5 block text-sm font-medium text-slate-900">
                {t('Show')}
              </label>
              <Select id="formf-filter" value={filter} onChange={(e) => setFilter(e.target.value as FormFListFilter)}>
                {Object.entries(FILTER_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {t(label)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {targeted ? (
            <div className="border-b border-slate-200 px-4 py-3 sm:px-6">
              <Button variant="secondary" size="sm" onClick={showAll}>
                <X aria-hidden="true" className="size-4" />
                {t("Showing one report's Form F: show all")}
              </Button>
            </div>
          ) : null}
          {pending ? (
            <LoadingMessage>{t('Loading Form F records...')}</LoadingMessage>
          ) : failed ? (
            <ErrorMessage>{t('Failed to fetch Form F records')}</ErrorMessage>
          ) : forms.length === 0 ? (
            <EmptyMessage>
              {source.length > 0 ? (
                <>
                  <p className="font-medium">{t('No Form F records found')}</p>
                  <p className="text-sm text-slate-600">{t('Try adjusting your search terms')}</p>
                </>
              ) : (
                <>
                  <p className="font-medium">{t('No Form F records yet')}</p>
                  <p className="text-sm text-slate-600">
                    {t('A Form F is made for every obstetric report when it is finalized')}
                  </p>
                </>
              )}
            </EmptyMessage>
          ) : (
            <FormFTable
              forms={forms}
              onView={(form) => setOpen({ kind: 'view', form })}
              onEdit={readOnly ? undefined : (form) => setOpen({ kind: 'edit', form })}
            />
          )}
          {targeted ? null : (
            <div className="border-t border-slate-200 px-4 py-3 sm:px-6">
              <Pagination
                page={page}
                totalPages={list.data?.totalPages ?? 1}
                onPageChange={setPage}
                label={t('Form F pages')}
              />
            </div>
          )}
        </Card>
      )}

      {open?.kind === 'view' ? <FormFDialog formId={open.form.id} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <FormFEditDialog form={open.form} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function TabButton({
  selected,
  onSelect,
  icon: Icon,
  label,
}: {
  selected: boolean;
  onSelect: () => void;
  icon: typeof FileText;
  label: string;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      onClick={onSelect}
      className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${
        selected ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-600 hover:text-slate-900'
      }`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
