import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { t } from '../../lib/i18n.ts';

interface SettingsSectionProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** Shown at the right of the title, e.g. the Edit button of a view/edit card. */
  action?: ReactNode;
  children: ReactNode;
}

/** One settings card: a named region, so screen-reader users can jump between them. */
export function SettingsSection({ id, icon: Icon, title, description, action, children }: SettingsSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-blue-50 text-blue-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Read-only label/value pairs of a card in view mode. */
export function DetailList({ items }: { items: readonly { label: string; value: string | null | undefined }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 break-words text-slate-900">{value || t('Not provided')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cancel and Save Changes of a card in edit mode; 'Saving...' while the save is pending (spec §4.8). */
export function EditFormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? t('Saving...') : t('Save Changes')}
      </Button>
    </div>
  );
}
