import { AlertTriangle, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { formatCount } from '../../../../core/format/digits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { EmptyMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { openPatientDialog } from '../../lib/patient-dialog-store.ts';
import { useRecordsReadOnly } from '../../lib/records-read-only.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PatientRow } from './patient-row.tsx';
import { PatientStats } from './patient-stats.tsx';
import { type GenderFilter, type PatientPage, usePatientPage } from './patients-api.ts';

const SEARCH_DEBOUNCE_MS = 300;
const GENDER_FILTERS: readonly { value: GenderFilter; label: string }[] = [
  { value: 'all', label: msg('All Genders') },
  { value: 'male', label: msg('Male') },
  { value: 'female', label: msg('Female') },
  { value: 'other', label: msg('Other') },
];

/** Patient Management (clinical spec): find, register and open patients. */
export function PatientsPage() {
  const readOnly = useRecordsReadOnly();
  useDocumentTitle('Patient Management');
  const [, navigate] = useLocation();
  const query = useSearch();
  const [searchText, setSearchText] = useState('');
  const [gender, setGender] = useState<GenderFilter>('all');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // A new search or filter starts at page 1: the page belongs to the filter it was chosen under.
  const filterKey = `${search}\u0000${gender}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const patients = usePatientPage({ page, search, gender });
  const filtering = search !== '' || gender !== 'all';

  // /patients?new=1 (older links, bookmarks) opens the Register New Patient dialog.
  useEffect(() => {
    if (new URLSearchParams(query).get('new') !== '1') return;
    openPatientDialog();
    navigate('/patients', { replace: true });
  }, [query, navigate]);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Patient Management')}</h1>
          <p className="mt-1 text-slate-600">{t('Register patients and keep their records up to date')}</p>
        </div>
        {readOnly ? null : (
          <Button onClick={() => openPatientDialog()}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Add New Patient')}
          </Button>
        )}
      </div>

      <search className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="patients-search" className="sr-only">
            {t('Search by name, ID or phone')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="patients-search"
            type="search"
            autoComplete="off"
            placeholder={t('Search by name, ID or phone...')}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            className="pl-9"
          />
        </div>
        <div className="sm:w-48">
          <label htmlFor="patients-gender" className="sr-only">
            {t('Filter by gender')}
          </label>
          <Select
            id="patients-gender"
            value={gender}
            onChange={(event) => setGender(event.target.value as GenderFilter)}
          >
            {GENDER_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </Select>
        </div>
      </search>

      <PatientStats filteredTotal={filtering ? patients.data?.total : null} />

      <Card>
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <h2 className="text-lg font-semibold text-slate-900">{t('Patient Records')}</h2>
          {patients.data ? (
            <p className="text-sm text-slate-600">
              {formatCount(patients.data.total)} {patients.data.total === 1 ? t('patient') : t('patients')}
            </p>
          ) : null}
        </div>
        <PatientRecords
          data={patients.data}
          loading={patients.isPending}
          failed={patients.isError}
          filtering={filtering}
        />
        {patients.data ? (
          <div className="border-t border-slate-200 px-4 py-3 empty:hidden sm:px-6">
            <Pagination
              label={t('Patient pages')}
              page={page}
              totalPages={patients.data.totalPages}
              onPageChange={(next) => setPaging({ filterKey, page: next })}
            />
          </div>
        ) : null}
      </Card>
    </div>
  );
}

interface PatientRecordsProps {
  data: PatientPage | undefined;
  loading: boolean;
  failed: boolean;
  filtering: boolean;
}

function PatientRecords({ data, loading, failed, filtering }: PatientRecordsProps) {
  if (loading) return <LoadingMessage>{t('Loading patients...')}</LoadingMessage>;
  if (failed || !data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-2 px-6 py-12 text-center">
        <AlertTriangle aria-hidden="true" className="size-8 text-red-700" />
        <p className="font-semibold text-slate-900">{t('Failed to load patients')}</p>
        <p className="text-sm text-slate-600">{t('Please check your connection and try again')}</p>
      </div>
    );
  }
  if (data.patients.length === 0) {
    return filtering ? (
      <EmptyMessage>
        <p className="font-semibold text-slate-900">{t('No patients found')}</p>
        <p className="text-sm text-slate-600">{t('Try a different name, patient ID or phone number')}</p>
      </EmptyMessage>
    ) : (
      <EmptyMessage>
        <p className="font-semibold text-slate-900">{t('No patients registered yet')}</p>
        <Button className="mt-2" onClick={() => openPatientDialog()}>
          <Plus aria-hidden="true" className="size-4" />
          {t('Register First Patient')}
        </Button>
      </EmptyMessage>
    );
  }
  const now = new Date();
  return (
    <ul aria-label={t('Patient records')} className="divide-y divide-slate-200">
      {data.patients.map((patient) => (
        <PatientRow key={patient.id} patient={patient} now={now} />
      ))}
    </ul>
  );
}
