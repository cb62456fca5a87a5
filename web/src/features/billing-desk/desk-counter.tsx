import { useState } from 'react';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useT } from '../../lib/i18n.ts';
import { useFeeList } from './billing-desk-api.ts';

const STORAGE_KEY = 'billing-desk.counter';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The counter this device takes money at, remembered on the device (each desk PC or phone is
 * one counter); when the centre no longer has it, the first of the centre's counters.
 */
export function useDeskCounter(): [string, string[], (counter: string) => void] {
  const counters = useFeeList().data?.counters ?? ['main'];
  const [chosen, setChosen] = useState<string | null>(remembered);
  const counter = chosen !== null && counters.includes(chosen) ? chosen : (counters[0] ?? 'main');
  const choose = (next: string) => {
    setChosen(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // A browser that keeps nothing (private mode) asks again next time; the choice still holds now.
    }
  };
  return [counter, counters, choose];
}

/** The counter picker: shown only when the centre has more than one counter. */
export function DeskCounterPicker({
  id,
  counter,
  counters,
  onChange,
}: {
  id: string;
  counter: string;
  counters: string[];
  onChange: (counter: string) => void;
}) {
  const t = useT();
  if (counters.length < 2) return null;
  return (
    <div className="space-y-1.5 sm:max-w-xs">
      <Label htmlFor={id}>{t('Counter')}</Label>
      <Select id={id} value={counter} onChange={(e) => onChange(e.target.value)}>
        {counters.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
    </div>
  );
}
