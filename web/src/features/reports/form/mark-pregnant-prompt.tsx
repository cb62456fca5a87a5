import { useState, useSyncExternalStore } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { msg, useT } from '../../../lib/i18n.ts';

/**
 * Issue 29 §3 with registration's rule: marking her pregnant needs her husband's / father's name
 * (Form F item 5). When her record lacks it the server refuses naming spouseName, and the offer
 * asks for it here instead of opening a form with item 5 missing.
 */
interface Ask {
  patientName: string;
  /** Marks her with the name given; rejects with the server's refusal. */
  send: (spouseName: string) => Promise<void>;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Ask | null = null;
const emit = (next: Ask | null) => {
  current = next;
  for (const listener of listeners) listener();
};

export function askSpouseName(ask: Ask): void {
  emit(ask);
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mounted once in the signed-in area: the offer's toast may outlive the screen that saved the report. */
export function MarkPregnantPrompt() {
  const ask = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return ask ? <SpouseNameDialog key={ask.patientName} ask={ask} /> : null;
}

function SpouseNameDialog({ ask }: { ask: Ask }) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    setError(undefined);
    try {
      await ask.send(name);
      emit(null);
    } catch (failure) {
      const field =
        failure instanceof ApiRequestError ? failure.fieldErrors.find((e) => e.field === 'spouseName') : null;
      setError(t(field?.message ?? errorMessageOf(failure, msg('Failed to mark her pregnant'))));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && emit(null)}>
      <DialogContent size="md">
        <DialogTitle className="text-lg font-semibold text-slate-900">{t("Her husband's / father's name")}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {t(
            "{name}'s record has no husband's / father's name. A pregnant woman's Form F needs it (item 5): enter it to mark her pregnant.",
            { name: ask.patientName },
          )}
        </DialogDescription>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormField id="mark-pregnant-spouse" label={t("Husband's / father's name *")} error={error}>
            {(control) => (
              <Input {...control} value={name} autoComplete="off" onChange={(e) => setName(e.target.value)} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => emit(null)} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={busy}>
              {t('Mark her pregnant and open a Form F')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
