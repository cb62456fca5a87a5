import { type IndicationCode, sortIndicationCodes } from './indications.ts';

/**
 * Words of a report's medical indication that point at an item of the official list (Form F
 * item 10). Only offered to staff, who tick what applies: a statutory field is never filled for
 * them (issue 22, issue 23 item 2).
 */
const CUES: readonly [IndicationCode, RegExp][] = [
  ['i', /\b(viability|ectopic|intra-?uterine pregnancy|iup|confirm(ation)? of pregnancy|early pregnancy)\b/],
  ['ii', /\b(dating|gestational age|period of gestation|pog)\b/],
  ['iii', /\b(twins?|triplets?|multiple pregnancy|number of fetuses|chorionicity)\b/],
  ['iv', /\b(iucd|iud|cu-?t|contraceptive failure|mtp failure)\b/],
  ['v', /\b(bleeding|spotting|leaking|p\/v)\b/],
  ['vi', /\b(abortion|miscarriage|retained products|rpoc)\b/],
  ['vii', /\b(cervi(x|cal)|internal os|cervical length)\b/],
  ['viii', /\b(size (and|vs\.?|versus) dates|discrepancy|large for dates|small for dates)\b/],
  ['ix', /\b(adnexal|ovarian|fibroid|uterine (pathology|anomal)|cyst)\b/],
  ['x', /\b(anomal(y|ies) scan|level ii|nt scan|nuchal translucency|chromosomal|structural|target scan|tiffa)\b/],
  ['xi', /\b(presentation|lie|breech|fetal position)\b/],
  ['xii', /\b(liquor|oligohydramnios|polyhydramnios|afi|amniotic fluid)\b/],
  ['xiii', /\b(preterm|pprom|prom|rupture of membranes)\b/],
  ['xiv', /\b(placenta(l)?|praevia|previa|abruption)\b/],
  ['xv', /\b(umbilical cord|cord (around|presentation|insertion)|nuchal cord)\b/],
  ['xvi', /\b(previous (lscs|caesarean|cesarean|c-?section)|scar)\b/],
  ['xvii', /\b(growth|iugr|fgr|fetal weight|efw|well-?being|biophysical)\b/],
  ['xviii', /\b(doppler|colou?r flow)\b/],
  ['xix', /\b(mtp|external cephalic version|ecv|guided procedure)\b/],
  ['xx', /\b(cvs|chorionic villus|amniocentesis|cordocentesis|fetal blood sampling)\b/],
  ['xxi', /\b(intra-?partum|labou?r)\b/],
  ['xxii', /\b(diabetes|gdm|hypertension|pih|pre-?eclampsia|thyroid|anaemia|anemia)\b/],
];

export function suggestIndications(text: string | null | undefined): IndicationCode[] {
  const lower = text?.toLowerCase() ?? '';
  if (!lower.trim()) return [];
  // "preterm labour" names item xiii, not an intra-partum observation.
  const codes = CUES.filter(([code, cue]) => cue.test(lower) && !(code === 'xxi' && /preterm/.test(lower))).map(
    ([code]) => code,
  );
  return sortIndicationCodes(codes);
}
