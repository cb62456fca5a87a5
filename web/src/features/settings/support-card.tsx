import { BookOpen, ExternalLink, LifeBuoy } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { SettingsSection } from './settings-section.tsx';

const LINKS = [
  { href: '/documentation', label: msg('Documentation'), icon: BookOpen },
  { href: '/help-center', label: msg('Help Center'), icon: LifeBuoy },
] as const;

/** Support & Help (spec §2.7): the guides open in a new tab, so unsaved settings stay open here. */
export function SupportCard() {
  return (
    <SettingsSection id="support" icon={LifeBuoy} title={t('Support & Help')} description={t('Guides and answers')}>
      <div className="flex flex-col gap-3 sm:flex-row">
        {LINKS.map(({ href, label, icon: Icon }) => (
          <a key={href} href={href} target="_blank" rel="noopener noreferrer" className={buttonClasses('secondary')}>
            <Icon aria-hidden="true" className="size-4" />
            {t(label)}
            <ExternalLink aria-hidden="true" className="size-3.5 text-slate-500" />
            <span className="sr-only"> {t('(opens in a new tab)')}</span>
          </a>
        ))}
      </div>
    </SettingsSection>
  );
}
