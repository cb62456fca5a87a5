import { findFetalSexDisclosure } from '../pcpndt/fetal-sex-guard.ts';
import {
  DOPPLER_SITES,
  KEY_UNITS,
  type MeasurementKey,
  SEX_CODES,
  SEX_WORDS,
  STANDARD_CODES,
  UNIT_FACTORS,
  VENDOR_OVERRIDES,
} from './sr-codes.ts';

/** A naturalized SR content item (dcmjs): only what we read of it. */
type Item = Record<string, unknown>;

export interface SrMeasurement {
  fetus: string;
  key: MeasurementKey;
  value: number;
  unit: string;
}

const items = (value: unknown): Item[] => (Array.isArray(value) ? (value as Item[]) : value ? [value as Item] : []);
const str = (value: unknown): string => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
};
const codeOf = (code: Item | undefined) => (code ? `${str(code.CodingSchemeDesignator)}:${str(code.CodeValue)}` : '');
const conceptOf = (item: Item) => items(item.ConceptNameCodeSequence)[0];

/** True for an item that names or codes a sex, as its concept, its coded value or its text. */
function disclosesSex(item: Item): boolean {
  const concept = conceptOf(item);
  const value = items(item.ConceptCodeSequence)[0];
  if (SEX_CODES.has(codeOf(concept)) || SEX_CODES.has(codeOf(value))) return true;
  if (SEX_WORDS.test(str(concept?.CodeMeaning)) || SEX_WORDS.test(str(value?.CodeMeaning))) return true;
  const text = str(item.TextValue);
  return text !== '' && (SEX_WORDS.test(text) || findFetalSexDisclosure(text, 'pregnancy') !== null);
}

/**
 * Removes, in place, every content item of an SR that names or codes a fetal sex (PC-PNDT: never
 * stored), at any depth. Returns how many were dropped, so it can be logged without the value.
 */
export function dropFetalSex(elements: Item): number {
  let dropped = 0;
  const walk = (node: Item) => {
    const children = items(node.ContentSequence);
    if (children.length === 0) return;
    const kept = children.filter((child) => {
      if (disclosesSex(child)) {
        dropped += 1;
        return false;
      }
      return true;
    });
    node.ContentSequence = kept;
    for (const child of kept) walk(child);
  };
  walk(elements);
  return dropped;
}

/** 'A', 'B', … from what a machine writes as the fetus id: 'A', 'b', '1', 'Fetus 2', 'Twin B'. */
export function fetusLabel(raw: string): string {
  const last = raw.trim().split(/\s+/).at(-1) ?? '';
  if (/^\d{1,2}$/.test(last)) return String.fromCharCode(64 + Math.min(26, Math.max(1, Number(last))));
  if (/^[a-z]$/i.test(last)) return last.toUpperCase();
  return 'A';
}

const FETUS_ID_CODES = new Set(['LN:11951-1', 'DCM:121030']);

function fetusOf(node: Item, inherited: string): string {
  for (const child of items(node.ContentSequence)) {
    if (FETUS_ID_CODES.has(codeOf(conceptOf(child)))) return fetusLabel(str(child.TextValue) || str(child.UID));
  }
  return inherited;
}

function keyFor(code: string, manufacturer: string, siteCodes: string[]): MeasurementKey | null {
  for (const vendor of VENDOR_OVERRIDES) {
    if (vendor.manufacturer.test(manufacturer) && vendor.codes[code]) return vendor.codes[code] ?? null;
  }
  const key = STANDARD_CODES[code];
  if (key === 'pi' || key === 'ri') {
    for (const site of siteCodes) {
      const doppler = DOPPLER_SITES[site];
      if (doppler) return (key === 'pi' ? doppler.pi : doppler.ri) ?? null;
    }
    return null;
  }
  return key ?? null;
}

function convert(key: MeasurementKey, value: number, unit: string): number | null {
  const factor = UNIT_FACTORS[KEY_UNITS[key]]?.[unit];
  if (factor === undefined || !Number.isFinite(value)) return null;
  return Math.round(value * factor * 100) / 100;
}

/**
 * The obstetric measurements of a TID 5000 SR, per fetus. The first value of a key for a fetus
 * wins (a machine lists the mean first, then each of its readings).
 */
export function extractMeasurements(elements: Item, manufacturer: string): SrMeasurement[] {
  const found = new Map<string, SrMeasurement>();
  const walk = (node: Item, fetus: string, sites: string[]) => {
    const here = fetusOf(node, fetus);
    const nodeSite = items(node.ContentSequence)
      .filter(
        (child) =>
          /finding site/i.test(str(conceptOf(child)?.CodeMeaning)) ||
          codeOf(conceptOf(child)) === 'SCT:363698007' ||
          codeOf(conceptOf(child)) === 'G-C0E3',
      )
      .map((child) => codeOf(items(child.ConceptCodeSequence)[0]));
    const siteCodes = [...nodeSite, ...sites, codeOf(conceptOf(node))];
    for (const child of items(node.ContentSequence)) {
      if (str(child.ValueType) === 'NUM') {
        const measured = items(child.MeasuredValueSequence)[0];
        const childSites = items(child.ContentSequence).map((m) => codeOf(items(m.ConceptCodeSequence)[0]));
        const key = keyFor(codeOf(conceptOf(child)), manufacturer, [...childSites, ...siteCodes]);
        const unit = str(items(measured?.MeasurementUnitsCodeSequence)[0]?.CodeValue);
        const value = key && measured ? convert(key, Number(str(measured.NumericValue)), unit) : null;
        if (key && value !== null && !found.has(`${here}:${key}`))
          found.set(`${here}:${key}`, { fetus: here, key, value, unit: KEY_UNITS[key] });
      }
      if (items(child.ContentSequence).length > 0) walk(child, here, siteCodes);
    }
  };
  walk(elements, 'A', []);
  return [...found.values()];
}
