/**
 * `npx tsx scripts/i18n-extract.ts`: rewrites web/src/locales/en.json from the source (see
 * i18n-source.ts) and lists, per language, the ids its catalog still lacks; ids no longer used
 * are dropped from every catalog. Translators then fill in the listed ids.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_LOCALES } from '../core/i18n/locales.ts';
import { extractIds, LOCALES_DIR } from './i18n-source.ts';

const ids = extractIds();
const english = Object.fromEntries(ids.map((id) => [id, id]));
writeFileSync(join(LOCALES_DIR, 'en.json'), `${JSON.stringify(english, null, 2)}\n`);
console.log(`en.json: ${ids.length} messages`);

for (const locale of APP_LOCALES) {
  if (locale === 'en') continue;
  const file = join(LOCALES_DIR, `${locale}.json`);
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const kept = Object.fromEntries(ids.filter((id) => catalog[id]).map((id) => [id, catalog[id] as string]));
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
  const missing = ids.filter((id) => !catalog[id]);
  console.log(`${locale}.json: ${missing.length} to translate`);
  for (const id of missing) console.log(`  ${JSON.stringify(id)}`);
}
