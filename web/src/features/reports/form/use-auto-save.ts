import { useEffect, useRef, useState } from 'react';
import type { UseFormGetValues } from 'react-hook-form';
import { DEFAULT_TIME_ZONE } from '../../../../../core/format/dates.ts';
import { t } from '../../../lib/i18n.ts';
import { sendDraft } from '../reports-api.ts';
import { type ReportFormValues, toDraftPayload } from './report-form-model.ts';

/** Spec §9: every 30 seconds while the wizard is open. */
export const AUTO_SAVE_INTERVAL_MS = 30_000;

const SAVED_TIME = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZone: DEFAULT_TIME_ZONE,
});

interface AutoSaveOptions {
  enabled: boolean;
  getValues: UseFormGetValues<ReportFormValues>;
  /** The draft this wizard writes to (null until the first auto-save creates it). */
  draftId: string | null;
  onDraftSaved: (id: string) => void;
  /** True while a real save runs, so a draft never races a finalize. */
  paused: boolean;
}

/**
 * Auto-save (spec §4): every 30 s, once a patient and a report type are chosen, the form so far is
 * posted as a draft, silently. Success shows 'Auto-saved at {time}'; a failure is only logged.
 */
export function useAutoSave({ enabled, getValues, draftId, onDraftSaved, paused }: AutoSaveOptions): string | null {
  const [savedAt, setSavedAt] = useState<string | null>(null);
  // The interval reads the newest values without being restarted by every keystroke.
  const latest = useRef({ draftId, onDraftSaved, paused, getValues });
  latest.current = { draftId, onDraftSaved, paused, getValues };
  const inFlight = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      const { draftId: id, paused: busy, getValues: read, onDraftSaved: saved } = latest.current;
      if (busy || inFlight.current) return;
      const payload = toDraftPayload(read(), id);
      if (!payload) return;
      inFlight.current = true;
      sendDraft(payload)
        .then((report) => {
          saved(report.id);
          setSavedAt(SAVED_TIME.format(new Date()));
        })
        .catch((error: unknown) => console.warn('Auto-save failed', error))
        .finally(() => {
          inFlight.current = false;
        });
    }, AUTO_SAVE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  return savedAt ? t('Auto-saved at {time}', { time: savedAt }) : null;
}
