import { t } from '../../lib/i18n.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { AccountCard } from './account-card.tsx';
import { AssistantCard } from './assistant/assistant-card.tsx';
import { BackupsCard } from './backups-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { ClinicCard } from './clinic-card.tsx';
import { DataExportCard } from './data-export-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { MessageSettingsCard } from './message-settings-card.tsx';
import { PaperLanguageCard } from './paper-language-card.tsx';
import { PcpndtRegistrationCard } from './pcpndt-registration/registration-card.tsx';
import { PrintSettingsCard } from './print-settings-card.tsx';
import { ScannersCard } from './scanners/scanners-card.tsx';
import { SecurityCard } from './security-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { SignInPolicyCard } from './sign-in-policy-card.tsx';
import { SupportCard } from './support-card.tsx';
import { SystemInfoCard } from './system-info-card.tsx';
import { SystemJobsCard } from './system-jobs-card.tsx';
import { ReportTemplatesCard } from './templates/report-templates-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

/** Settings (spec §2.7): the account, the centre, the password, and signing out. */
export function SettingsPage() {
  useDocumentTitle('Settings');
  // Everyone keeps their own profile and password; the centre's details are the administrator's.
  const can = useCan();
  // Backups hold every clinic of the deployment: the server says whether this user operates it.
  const { user } = useAuth();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Settings')}</h1>
        <p className="mt-1 text-slate-600">{t('Your account and USG centre information')}</p>
      </div>
      <AccountCard />
      <LanguageCard />
      {can('settings') ? <PaperLanguageCard /> : null}
      {can('settings') ? <ClinicCard /> : null}
      {can('settings') ? <PcpndtRegistrationCard /> : null}
      {can('settings') ? <ScannersCard /> : null}
      {can('settings') ? <PrintSettingsCard /> : null}
      {can('settings') ? <MessageSettingsCard /> : null}
      {can('settings') ? <AssistantCard /> : null}
      {can('templates') ? <ReportTemplatesCard /> : null}
      <ChangePasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      {can('settings') ? <SignInPolicyCard /> : null}
      {can('data-export') ? <DataExportCard /> : null}
      {user?.operator ? <BackupsCard /> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <SystemInfoCard />
        <SupportCard />
      </div>
      {can('system') ? <SystemJobsCard /> : null}
      <SecurityCard />
    </div>
  );
}
