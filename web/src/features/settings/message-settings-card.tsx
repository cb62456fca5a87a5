import { useMutation, useQuery } from '@tanstack/react-query';
import { MessageSquare } from 'lucide-react';
import type { RouteAnswer } from '../../../../core/api/define-route.ts';
import { deliveriesApi } from '../../../../core/api/deliveries-api.ts';
import type { MessageSettings } from '../../../../core/deliveries/delivery-schemas.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { errorMessageOf, fetchJsonOrNull } from '../../lib/api-client.ts';
import { callApi, urlOf } from '../../lib/call-api.ts';
import { msg, t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toast } from '../../lib/toast-store.ts';
import { SettingsSection } from './settings-section.tsx';

const KEY = [deliveriesApi.messageSettings.path] as const;

/** Administrators only: whether patients get a reminder of their appointment (off by default). */
export function MessageSettingsCard() {
  const current = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      fetchJsonOrNull<RouteAnswer<typeof deliveriesApi.messageSettings>>(urlOf(deliveriesApi.messageSettings), signal),
  });
  const save = useMutation({
    mutationFn: (input: MessageSettings) => callApi(deliveriesApi.saveMessageSettings, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      toast({ title: saved.appointmentReminders ? t('Appointment reminders on') : t('Appointment reminders off') });
    },
    onError: (error) =>
      toast({ title: t(errorMessageOf(error, msg('Could not save the message settings'))), variant: 'destructive' }),
  });
  const on = current.data?.appointmentReminders ?? false;
  return (
    <SettingsSection
      id="message-settings"
      icon={MessageSquare}
      title={t('Messages to patients')}
      description={t('Reminders by WhatsApp, only to patients who agreed to messages')}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id="appointment-reminders"
          checked={on}
          disabled={current.isPending || save.isPending}
          onCheckedChange={(checked) => save.mutate({ appointmentReminders: checked === true })}
          className="mt-0.5"
        />
        <label htmlFor="appointment-reminders" className="text-sm text-slate-800">
          {t('Remind patients of their appointment the day before (sent at 6 pm IST; none for cancelled appointments)')}
        </label>
      </div>
    </SettingsSection>
  );
}
