import { useSyncExternalStore } from 'react';
import { type DigitSystem, setDisplayDigits } from '../../../core/format/digits.ts';
import { currentLocale } from './i18n.ts';

/**
 * The clinic's digits on every screen (issue 34), kept like its clock (clinic-clock.ts): core's
 * formatters read the display digits, which this file answers once the clinic is known
 * (use-clinic-clock.ts, in the signed-in shell); the app remounts its screens when the choice
 * changes, so every number already shown is drawn again. Devanagari only on a Hindi screen: an
 * English screen always reads 0123.
 */
let chosen: DigitSystem = 'latin';
const listeners = new Set<() => void>();

/**
 * The pages of app-router.tsx that show a printed paper. Papers stay in Latin digits whatever the
 * screens use: Form F, Form G and the register go to the Appropriate Authority and its inspectors,
 * who read and compare them with the register and the server's PDFs (always Latin); the receipt,
 * bill, invoice and report are the same papers the server prints.
 */
const PAPER_PATHS = [
  /^\/billing\/invoices\/[^/]+$/,
  /^\/bills\/[^/]+\/print$/,
  /^\/payments\/[^/]+\/receipt$/,
  /^\/reports\/[^/]+\/print$/,
  /^\/pcpndt\/[^/]+\/(print|form-g)$/,
  /^\/pcpndt\/register\/[^/]+$/,
];

export function isPaperPath(path: string): boolean {
  return PAPER_PATHS.some((paper) => paper.test(path));
}

/** The digits for a page: read when a number is formatted, so a paper opened from a screen gets Latin. */
export function digitsFor(path: string, locale: string, choice: DigitSystem): DigitSystem {
  return choice === 'devanagari' && locale === 'hi-IN' && !isPaperPath(path) ? 'devanagari' : 'latin';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function changeDigits(digits: DigitSystem): void {
  if (digits === chosen) return;
  chosen = digits;
  setDisplayDigits(() => digitsFor(window.location.pathname, currentLocale(), chosen));
  for (const listener of listeners) listener();
}

/** The clinic's choice (not what this page shows): with the language, the app's remount key. */
export function useChosenDigits(): DigitSystem {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => chosen,
  );
}
