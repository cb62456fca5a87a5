import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n.ts';
import { logout } from '../../lib/logout.ts';
import { SettingsSection } from './settings-section.tsx';

/** Security & Account Actions (spec §2.7, §4.8): the same sign-out as the shell's Logout. */
export function SecurityCard() {
  const [leaving, setLeaving] = useState(false);
  const secure = window.location.protocol === 'https:';
  return (
    <SettingsSection
      id="security"
      icon={ShieldCheck}
      title={t('Security & Account Actions')}
      description={t('Your session and this device')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {/* Claimed only when true: a clinic on a LAN install may reach the portal over plain http. */}
          {secure ? t('Your connection is protected with HTTPS, and sessions') : t('Sessions')}{' '}
          {t(
            "end automatically after 30 minutes of inactivity. Signing out clears this portal's data from this browser.",
          )}
        </p>
        <Button
          variant="destructive"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {leaving ? t('Signing out...') : t('Sign Out')}
        </Button>
      </div>
    </SettingsSection>
  );
}
