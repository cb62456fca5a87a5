import { useMutation, useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { assistApi } from '../../../../../core/api/assist-api.ts';
import type { AssistantSettings, ConnectionTest } from '../../../../../core/reports/assist/assistant-settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { ApiRequestError, errorMessageOf } from '../../../lib/api-client.ts';
import { callApi } from '../../../lib/call-api.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { SettingsSection } from '../settings-section.tsx';

const SETTINGS_KEY = [assistApi.settings.path] as const;
type Errors = Partial<Record<'endpointUrl' | 'model' | 'apiKey', string>>;

/**
 * Settings → Assistant (issue 35 item 4), administrators only (the server refuses others): the
 * clinic's own OpenAI-compatible model. The key field is write-only: the page learns only
 * whether one is saved, and an empty field keeps it.
 */
export function AssistantCard() {
  const current = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => callApi(assistApi.settings) });
  const [form, setForm] = useState({ enabled: false, endpointUrl: '', model: '', apiKey: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [tested, setTested] = useState<ConnectionTest | null>(null);
  useEffect(() => {
    if (current.data) setForm((f) => ({ ...f, ...current.data, apiKey: '' }));
  }, [current.data]);

  const saved = (settings: AssistantSettings, title: string) => {
    queryClient.setQueryData(SETTINGS_KEY, settings);
    queryClient.invalidateQueries({ queryKey: [assistApi.status.path] });
    setTested(null);
    toast({ title });
  };
  const save = useMutation({
    mutationFn: (body: { enabled: boolean; endpointUrl: string; model: string; apiKey?: string }) =>
      callApi(assistApi.updateSettings, { body }),
    onSuccess: (settings) => {
      setErrors({});
      saved(settings, settings.enabled ? t('The assistant is on') : t('The assistant is off'));
    },
    onError: (error) => {
      if (error instanceof ApiRequestError)
        setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])) as Errors);
      toast({ title: t(errorMessageOf(error, msg('Could not save the assistant settings'))), variant: 'destructive' });
    },
  });
  const test = useMutation({
    mutationFn: () => callApi(assistApi.testConnection),
    onSuccess: setTested,
    onError: (error) =>
      setTested({ ok: false, message: t(errorMessageOf(error, msg('Could not test the connection'))) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { apiKey, ...rest } = form;
    save.mutate(apiKey === '' ? rest : { ...rest, apiKey });
  }
  const removeKey = () => {
    const { apiKey: _typed, ...rest } = form;
    save.mutate({ ...rest, apiKey: '' });
  };

  return (
    <SettingsSection
      id="assistant-settings"
      icon={Sparkles}
      title={t('Assistant')}
      description={t('A language model your clinic runs, to suggest impressions')}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <p className="text-sm text-slate-600">
          {t(
            'Only the age and the clinical values are sent: never a name, phone number, ID or date of birth. Every answer is checked under the PC-PNDT Act and is only a suggestion for the doctor.',
          )}
        </p>
        <div className="flex items-start gap-3">
          <Checkbox
            id="assistant-enabled"
            checked={form.enabled}
            onCheckedChange={(value) => setForm({ ...form, enabled: value === true })}
          />
          <Label htmlFor="assistant-enabled">{t('Offer “Ask the model” in the report wizard')}</Label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="assistant-url"
            label={t('Endpoint address')}
            hint={t('OpenAI-compatible, e.g. http://192.168.1.20:11434/v1 (Ollama)')}
            error={errors.endpointUrl}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="url"
                autoComplete="off"
                value={form.endpointUrl}
                onChange={(event) => setForm({ ...form, endpointUrl: event.target.value })}
              />
            )}
          </FormField>
          <FormField id="assistant-model" label={t('Model')} hint={t('e.g. llama3.1:8b')} error={errors.model}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                value={form.model}
                onChange={(event) => setForm({ ...form, model: event.target.value })}
              />
            )}
          </FormField>
        </div>
        <FormField
          id="assistant-key"
          label={t('API key')}
          hint={
            current.data?.apiKeySet
              ? t('A key is saved (stored encrypted). Leave empty to keep it.')
              : t('Optional: local servers usually need none.')
          }
          error={errors.apiKey}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              value={form.apiKey}
              onChange={(event) => setForm({ ...form, apiKey: event.target.value })}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={current.isPending || save.isPending}>
            {save.isPending ? t('Saving…') : t('Save Assistant Settings')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!current.data?.endpointUrl || test.isPending}
            onClick={() => test.mutate()}
          >
            {test.isPending ? t('Testing…') : t('Test connection')}
          </Button>
          {current.data?.apiKeySet ? (
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={removeKey}>
              {t('Remove the key')}
            </Button>
          ) : null}
        </div>
        {tested ? (
          <p
            role="status"
            data-testid="assistant-test-result"
            className={tested.ok ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}
          >
            {t(tested.message)}
          </p>
        ) : null}
      </form>
    </SettingsSection>
  );
}
