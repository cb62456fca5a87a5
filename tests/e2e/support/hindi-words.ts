import type { BrowserContext, Page } from 'playwright-core';
import { PORTAL_NAME, SUPPORT_ADDRESS, SUPPORT_EMAIL } from '../../../core/brand.ts';

/**
 * Issue 34's checks on a screen in another language: the Latin words left on it (the Hindi walk)
 * and a pseudo-locale catalog whose every message is ~40% longer (the overflow check).
 */

/** Words that stay in Latin letters in every language: the brand, units, the law's abbreviations. */
export const PROPER_WORDS = new Set([
  ...PORTAL_NAME.split(' '),
  ...`${SUPPORT_EMAIL} ${SUPPORT_ADDRESS}`.split(/[^A-Za-z]+/),
  'USG',
  'PCPNDT',
  'PC',
  'PNDT',
  'ID',
  'CSV',
  'JSON',
  'ZIP',
  'PDF',
  'QR',
  'AI',
  'SLA',
  'SMS',
  'WhatsApp',
  'KUB',
  'EFW',
  'GDPR',
  'HIPAA',
  'MB',
  'mm',
  // Payment and tax terms as India writes them, file types and the web's protocol.
  'Razorpay',
  'UPI',
  'GST',
  'CGST',
  'SGST',
  'IGST',
  'PNG',
  'JPEG',
  'HTTPS',
  'IST',
  // Laws, agencies and clinical abbreviations by their Indian short names.
  'DPDP',
  'CERT',
  'In',
  'LMP',
  'EDD',
  // Medical termination of pregnancy, as the MTP Act and Form F name it.
  'MTP',
  // The official list of Form F indications is numbered i to xxiii.
  'xxiii',
  // Reference names of the growth curves, as in the literature.
  'Hadlock',
  // The language switch names each language in its own script.
  'English',
  // Plan names are the product's proper nouns; times read am/pm in every language.
  'Trial',
  'Basic',
  'Professional',
  'Enterprise',
  'am',
  'pm',
]);

/**
 * Latin words on screen that are neither proper nouns nor the clinic's own data. `asPrinted` holds
 * texts a screen shows in the law's English, as the paper has them (Form F's official lists, the
 * register's cells): each of their words is excused only as often as it occurs in them, so the
 * same word elsewhere on the screen is still found.
 */
export async function untranslatedWords(
  page: Page,
  data: readonly string[] = [],
  asPrinted: readonly string[] = [],
): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const allowed = new Set([...PROPER_WORDS, ...data.flatMap((value) => value.split(/[^A-Za-z]+/))]);
  const excused = new Map<string, number>();
  for (const word of asPrinted.flatMap((printed) => printed.match(/[A-Za-z]{2,}/g) ?? [])) {
    excused.set(word, (excused.get(word) ?? 0) + 1);
  }
  const left = (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => {
    if (allowed.has(word)) return false;
    const times = excused.get(word) ?? 0;
    if (times > 0) excused.set(word, times - 1);
    return times === 0;
  });
  return [...new Set(left)];
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  y: 'ý',
};

/**
 * One message in the pseudo-locale: accented, and each word ~40% longer (as German or Tamil
 * words run), so a label that only fits in English shows up. Placeholders and tags are kept.
 */
export function pseudoMessage(source: string): string {
  return source
    .split(/(\{\w+\}|<\/?\w+>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[A-Za-z]+/g, (word) => {
            const accented = [...word].map((ch) => ACCENTED[ch] ?? ch).join('');
            return accented + '~'.repeat(Math.ceil(word.length * 0.4));
          }),
    )
    .join('');
}

/**
 * Makes the Hindi catalog the browser downloads a pseudo-locale one, and picks that language on
 * the device: the app runs exactly as in Hindi, with every message longer.
 */
export async function servePseudoLocale(context: BrowserContext, english: Record<string, string>): Promise<void> {
  const pseudo = Object.fromEntries(Object.keys(english).map((id) => [id, pseudoMessage(id)]));
  await context.route(/\/assets\/hi-IN-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `export default ${JSON.stringify(pseudo)};` }),
  );
  await chooseHindiOnDevice(context);
}

/** The device's language choice before any script runs (as the language switch leaves it). */
export async function chooseHindiOnDevice(context: BrowserContext): Promise<void> {
  // A string: this project's Node typings have no DOM.
  await context.addInitScript("localStorage.setItem('language', 'hi-IN')");
}
