import { useMutation } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import {
  htmlLang,
  isPaperLocale,
  LOCALE_NAMES,
  PAPER_LOCALES,
  type PaperLocale,
} from '../../../../core/i18n/locales.ts';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast-store.ts';
import { saveClinic, useClinic } from './settings-api.ts';
import { SettingsSection } from './settings-section.tsx';
import { toastSettingsError } from './settings-toasts.ts';

/**
 * Administrators: the language a new patient's papers and messages take unless registration
 * names another (issue 34). Its own card, apart from the person's screen language: one is the
 * clinic's, the other each user's.
 */
export function PaperLanguageCard() {
  const clinic = useClinic();
  const save = useMutation({
    mutationFn: (paperLanguage: PaperLocale) => {
      const current = clinic.data;
      if (!current) throw new Error('The clinic is not loaded yet');
      // PUT /api/clinic names the centre and its technician; the rest is kept as stored.
      return saveClinic({
        name: current.name,
        registrationNumber: current.registrationNumber,
        technicianName: current.technicianName,
        technicianQualification: current.technicianQualification,
        paperLanguage,
      });
    },
    onSuccess: () => toast({ title: t('Patients’ paper language saved') }),
    onError: (error) => toastSettingsError(error, msg('Could not save the language')),
  });
  const value = save.isPending ? save.variables : (clinic.data?.paperLanguage ?? 'en');
  return (
    <SettingsSection
      id="paper-language"
      icon={FileText}
      title={t('Patients’ papers')}
      description={t('The language of receipts, bills, Form F declarations and messages for new patients')}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Label htmlFor="paper-language">{t('Default language')}</Label>
        <Select
          id="paper-language"
          className="w-auto"
          value={value}
          disabled={clinic.isPending || save.isPending}
          onChange={(event) => {
            if (isPaperLocale(event.target.value)) save.mutate(event.target.value);
          }}
        >
          {PAPER_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={htmlLang(locale)}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </Select>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t(
          'Papers print it beside the English; e-mails to the patient are written in it, SMS and WhatsApp once their templates in it are registered. Each patient’s own choice at registration wins.',
        )}
      </p>
    </SettingsSection>
  );
}
