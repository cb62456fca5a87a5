import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { patientsApi } from '../../../core/api/patients-api.ts';
import type { Patient } from '../../../core/patients/patient-schemas.ts';
import { decideFeatureAccess } from '../../../core/subscriptions/gating.ts';
import { Input } from '../components/ui/input.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { callApiOrNull } from '../lib/call-api.ts';
import { cn } from '../lib/cn.ts';
import { t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigate.ts';
import { PATIENTS_KEY } from '../lib/query-keys.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

type Found = Pick<Patient, 'id' | 'patientId' | 'firstName' | 'lastName' | 'phone'>;

const SHOWN = 8;

/**
 * The header's patient search (issue 22: it did nothing): name, patient id or phone, matched by
 * the server exactly as on the Patients page; choosing a patient opens their record. A combobox
 * (WAI-ARIA APG list autocomplete) whose list floats over the page below the header.
 */
export function HeaderSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const term = useDebouncedValue(text.trim(), 250);
  const subscription = useActiveSubscription(true);
  const allowed =
    subscription.data !== undefined && decideFeatureAccess('patients', subscription.data, new Date()).allowed;
  const found = useQuery({
    queryKey: [...PATIENTS_KEY, 'header-search', term],
    queryFn: async ({ signal }) => {
      const answer = await callApiOrNull(patientsApi.list, { query: { page: 1, limit: SHOWN, search: term } }, signal);
      // With paging parameters the list answers a page, never the plain array.
      return answer && !Array.isArray(answer) ? answer : null;
    },
    enabled: allowed && term !== '',
    staleTime: 15_000,
  });
  const results = term === '' ? [] : (found.data?.patients ?? []);
  const total = found.data?.total ?? 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function openPatient(patient: Found) {
    setOpen(false);
    setActive(-1);
    setText('');
    navigateTo(`/patients/${patient.id}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter opens the highlighted patient, or the only one found.
      const chosen = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (chosen) openPatient(chosen);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const showList = open && text.trim() !== '';
  const status = !allowed
    ? 'Patient search needs an active plan'
    : found.isFetching || term !== text.trim()
      ? null
      : found.isError
        ? 'Search failed. Please try again.'
        : results.length === 0
          ? 'No patients found'
          : null;

  return (
    <div className="relative max-w-md">
      <label htmlFor="patient-search" className="sr-only">
        {t('Search patients')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input
        id="patient-search"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        placeholder={t('Search patients...')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="pl-9"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('Patients found')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        // A click must not blur the input first, or the list would close under the pointer.
        onMouseDown={(event) => event.preventDefault()}
      >
        {found.isFetching ? (
          <div role="status" className="flex items-center gap-2 px-3 py-2 text-sm text-slate-700">
            <Spinner className="size-4" /> {t('Searching...')}
          </div>
        ) : null}
        {status ? <div className="px-3 py-2 text-sm text-slate-600">{status}</div> : null}
        {results.map((patient, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works through the input (aria-activedescendant).
          <div
            key={patient.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={cn(
              'flex cursor-pointer flex-col rounded px-3 py-2 text-sm',
              index === active ? 'bg-blue-50 text-blue-900' : 'text-slate-800 hover:bg-slate-100',
            )}
            onClick={() => openPatient(patient)}
          >
            <span className="font-medium">
              {patient.firstName} {patient.lastName}
            </span>
            <span className="text-xs text-slate-600">
              {patient.patientId} · {patient.phone}
            </span>
          </div>
        ))}
        {total > results.length && results.length > 0 ? (
          <div className="px-3 py-2 text-xs text-slate-600">
            {total - results.length} {t('more: type more of the name, id or phone')}
          </div>
        ) : null}
      </div>
    </div>
  );
}
