import { Languages } from 'lucide-react';
import { LanguageSelect } from '../../components/layout/language-select.tsx';
import { useT } from '../../lib/i18n.ts';
import { useChangeLanguage } from '../../lib/use-language.ts';
import { SettingsSection } from './settings-section.tsx';

/** The same switch as the header's (issue 34), where people look for it: it follows the person. */
export function LanguageCard() {
  const t = useT();
  const changeLanguage = useChangeLanguage();
  return (
    <SettingsSection
      id="language"
      icon={Languages}
      title={t('Language')}
      description={t('The language of your screens, on every device you sign in on')}
    >
      <LanguageSelect onChange={(locale) => void changeLanguage(locale)} className="flex items-center gap-2 text-sm" />
    </SettingsSection>
  );
}
