import { FileCog, Lock, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { planHasTemplateTier } from '../../../../../core/plans/catalogue.ts';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { useTemplates } from '../../../lib/templates-api.ts';
import { useActiveSubscription } from '../../../lib/use-active-subscription.ts';
import { SettingsSection } from '../settings-section.tsx';
import { TemplateEditorDialog } from './template-editor-dialog.tsx';

/**
 * Settings → Report templates (Enterprise, admins and doctors): the clinic's own templates with
 * their current version, a new one (blank or from a standard template), and editing, which
 * publishes a new version while reports keep theirs.
 */
export function ReportTemplatesCard() {
  const subscription = useActiveSubscription(true);
  const templates = useTemplates();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const entitled = planHasTemplateTier(subscription.data?.planId, 'custom');
  const own = (templates.data ?? []).filter((t) => t.tier === 'custom');

  return (
    <SettingsSection
      id="report-templates"
      icon={FileCog}
      title={t('Report templates')}
      description={t("Your centre's own templates, usable in the report wizard and dialog")}
      action={
        entitled ? (
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('New template')}
          </Button>
        ) : null
      }
    >
      {!entitled ? (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('Clinic-built templates are part of the Enterprise plan.')}{' '}
            <a href="/billing?tab=plans" className="text-blue-700 underline">
              {t('View plans')}
            </a>
          </span>
        </p>
      ) : own.length === 0 ? (
        <p className="text-sm text-slate-600">{t('No templates yet. Start one blank or from a standard template.')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {own.map((template) => (
            <li key={template.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-slate-900">{template.name}</span>{' '}
                <span className="text-slate-600">· {t('version {version}', { version: template.version })}</span>
              </span>
              <Button variant="ghost" size="sm" onClick={() => setEditing(template.id)}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('Edit')} {template.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <TemplateEditorDialog templateId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </SettingsSection>
  );
}
