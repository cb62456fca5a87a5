import { Printer } from 'lucide-react';
import {
  ANALYTICS_GRAINS,
  ANALYTICS_PRESETS,
  type AnalyticsGrain,
  type AnalyticsPreset,
  PRESET_LABELS,
  presetRange,
} from '../../../../core/analytics/analytics-range.ts';
import { currentDisplayDigits, inDigits } from '../../../../core/format/digits.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { msg, t } from '../../lib/i18n.ts';

export interface AnalyticsSelection {
  preset: AnalyticsPreset | 'custom';
  from: string;
  to: string;
  granularity: AnalyticsGrain;
}

const GRAIN_LABELS: Record<AnalyticsGrain, string> = { day: msg('Day'), week: msg('Week'), month: msg('Month') };

/** Range (a preset or custom dates) and grain; custom dates keep the preset's grain. */
export function AnalyticsControls({
  value,
  today,
  onChange,
}: {
  value: AnalyticsSelection;
  today: string;
  onChange: (next: AnalyticsSelection) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="flex w-full flex-col gap-1.5 sm:w-44">
        <Label htmlFor="analytics-range">{t('Range')}</Label>
        <Select
          id="analytics-range"
          value={value.preset}
          onChange={(event) => {
            const preset = event.target.value as AnalyticsPreset | 'custom';
            onChange(preset === 'custom' ? { ...value, preset } : { preset, ...presetRange(preset, today) });
          }}
        >
          {ANALYTICS_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {/* "Last 7 days": a count in the wording, so in the screen's digits. */}
              {inDigits(t(PRESET_LABELS[preset]), currentDisplayDigits())}
            </option>
          ))}
          <option value="custom">{t('Custom dates')}</option>
        </Select>
      </div>
      <div className="flex min-w-0 flex-1 gap-3 sm:flex-none">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="analytics-from">{t('From')}</Label>
          <DateInput
            id="analytics-from"
            value={value.from}
            max={value.to}
            onChange={(event) => onChange({ ...value, preset: 'custom', from: event.target.value })}
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="analytics-to">{t('To')}</Label>
          <DateInput
            id="analytics-to"
            value={value.to}
            min={value.from}
            onChange={(event) => onChange({ ...value, preset: 'custom', to: event.target.value })}
          />
        </div>
      </div>
      <div className="flex w-32 flex-col gap-1.5">
        <Label htmlFor="analytics-grain">{t('Group by')}</Label>
        <Select
          id="analytics-grain"
          value={value.granularity}
          onChange={(event) => onChange({ ...value, granularity: event.target.value as AnalyticsGrain })}
        >
          {ANALYTICS_GRAINS.map((grain) => (
            <option key={grain} value={grain}>
              {t(GRAIN_LABELS[grain])}
            </option>
          ))}
        </Select>
      </div>
      <Button variant="secondary" onClick={() => window.print()} className="ml-auto">
        <Printer aria-hidden="true" className="size-4" /> {t('Print')}
      </Button>
    </div>
  );
}
