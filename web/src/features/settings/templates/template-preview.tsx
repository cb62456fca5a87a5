import { t } from '../../../lib/i18n.ts';
import type { EditorValues } from './template-editor-model.ts';

/** How a report written with the template will print, with its normal text filled in. */
export function TemplatePreview({ values }: { values: EditorValues }) {
  return (
    <section
      aria-label={t('Template preview')}
      className="space-y-2 rounded-md border border-slate-300 bg-white p-4 text-[12px] text-slate-900"
    >
      <h3 className="text-center text-[15px] font-bold tracking-wide underline">
        {values.printTitle || t('PRINT TITLE')}
      </h3>
      <h4 className="border-b border-slate-400 text-[13px] font-bold uppercase">{t('Findings')}</h4>
      {values.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: previewed by position
        <p key={i}>
          <span className="font-semibold">{section.label || t('Section {number}', { number: i + 1 })}: </span>
          {section.normalText || t('Normal')}
        </p>
      ))}
      {values.fields.length ? (
        <>
          <h4 className="border-b border-slate-400 text-[13px] font-bold uppercase">{t('Measurements')}</h4>
          <ul>
            {values.fields.map((field, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: previewed by position
              <li key={i}>
                {field.label || t('Field {number}', { number: i + 1 })}: __ {field.unit}{' '}
                {t('(valid {min} to {max})', { min: field.min || '?', max: field.max || '?' })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h4 className="border-b border-slate-400 text-[13px] font-bold uppercase">{t('Impression')}</h4>
      <p className="font-semibold">{values.normalImpression || '—'}</p>
    </section>
  );
}
