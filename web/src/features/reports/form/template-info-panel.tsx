import { Info } from 'lucide-react';
import { t } from '../../../lib/i18n.ts';
import type { TemplateDetail } from '../../../lib/templates-api.ts';

/**
 * The template's reference text (spec §3): normal ranges, common pathology, technique, pitfalls,
 * and for an advanced template its scoring rules with the published source they come from.
 */
export function TemplateInfoPanel({ template }: { template: TemplateDetail | null }) {
  if (!template?.reference) return null;
  const { reference } = template;
  const lists: [string, readonly string[]][] = [
    [t('Normal ranges'), reference.normalRanges],
    [t('Common pathology'), reference.commonPathology],
    [t('Artifacts and pitfalls'), reference.artifacts],
  ];
  return (
    <details className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-slate-800">
      <summary className="flex cursor-pointer items-center gap-2 font-semibold text-blue-900">
        <Info aria-hidden="true" className="size-4" />
        {t('{template}: reference', { template: template.name })}
      </summary>
      <div className="mt-2 space-y-2">
        <p>
          <span className="font-medium">{t('Technique:')} </span>
          {reference.technique}
        </p>
        {lists.map(([title, items]) =>
          items.length ? (
            <div key={title}>
              <p className="font-medium">{title}</p>
              <ul className="list-disc pl-5">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
        <p className="italic">{reference.correlationNote}</p>
        {reference.sources.length ? (
          <p className="text-xs text-slate-600">{t('Sources: {sources}', { sources: reference.sources.join('; ') })}</p>
        ) : null}
      </div>
    </details>
  );
}
