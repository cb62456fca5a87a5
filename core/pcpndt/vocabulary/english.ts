import { type DisclosureRule, rx, src } from './rule.ts';

/**
 * English as Indian reports write it: abbreviations and table layouts ("M fetus", "fetus / M",
 * "Fetus 1 M", "SLIUP male", "20 wks M", "Sex M", "M/F", "Twin A male"), and indirect phrases
 * ("he is kicking", "expecting a son", "junior is active"). The older English rules are in
 * fetal-sex-vocabulary.ts.
 */

const UNBORN = '(?:fetus|foetus|fetuses|foetuses|embryos?)';
const SEX_VALUE = '(?:(?:fe)?male|boys?|girls?|sons?|daughters?)';
/**
 * A single letter M or F that is a sex, not "M-mode", "F.L." (femur length) or "M. mode".
 * Exported for the older rules, which share the false positive.
 */
export const SEX_LETTER = '[mf]\\b(?!\\s*[-‐]?\\s*mode\\b|\\.?\\s*l\\b\\.?|\\s*\\/\\s*l\\b|\\.\\s*[a-z]\\b\\.)';

export const ENGLISH_RULES: readonly DisclosureRule[] = [
  // "M fetus", "F foetus" (not "M-mode fetus")
  { level: 'clinical', pattern: rx(src`(?<![-\w.])[mf]\s+${UNBORN}\b`) },
  // "fetus / M", "Fetus 1 M", "Fetus A: F" (not "Fetus A: F.L. 32 mm", "FETUS: M MODE")
  { level: 'clinical', pattern: rx(src`\b${UNBORN}\b(?:\s+[a-d1-4]\b)?\s*[:=(/–-]?\s*${SEX_LETTER}`) },
  // "Twin A male, Twin B female", "Twin 1 - M"
  {
    level: 'clinical',
    pattern: rx(src`\b(?:twin|triplet|fetus|foetus)\s+[a-d1-4]\b\s*[:=(/,–-]?\s*(?:${SEX_VALUE}\b|${SEX_LETTER})`),
  },
  // "SLIUP male", "IUP, female"
  {
    level: 'clinical',
    pattern: rx(src`\b(?:sliup|iup|sliuf|sluf|slf)\b\s*[,:/-]?\s*(?:of\s+\S+\s+\S+\s+)?(?:fe)?male\b`),
  },
  // "20 wks M", "30 weeks - F"
  { level: 'pregnancy', pattern: rx(src`\b\d{1,2}\s*(?:w|wk|wks|weeks?)\b(?!\s*old)\s*[,:/-]?\s*${SEX_LETTER}`) },
  // "Sex M", "Gender male" (the woman's own is F; "Sex: F" stays allowed for her)
  { level: 'pregnancy', living: true, pattern: rx(src`\b(?:sex|gender)\s+(?:male|m|boy|son)\b(?!\s*[-‐]?\s*mode)`) },
  // "M/F", "F / M": the shorthand for which one it is
  { level: 'pregnancy', pattern: /\b[mf]\s*\/\s*[mf]\b/giu },
  // Pronouns with what only a foetus does: "he is kicking", "she's sucking her thumb"
  {
    level: 'clinical',
    pattern: rx(
      src`\b(?:he|she)\s*(?:is|['’]s|was)\s+(?:kicking|sucking|hiccup\w*|head\s+down|in\s+(?:breech|cephalic)|breech|cephalic|moving\s+(?:a\s+lot|well|inside))\b|\bhe\s*(?:is|['’]s|was)\s+(?:active|growing|moving|healthy)\b`,
    ),
  },
  // "expecting a son", "wants a boy", "praying for a girl"
  {
    level: 'person',
    pattern: rx(
      src`\b(?:expecting|carrying|pregnant\s+with|wants?|wanted|wish(?:ing|es)?\s+for|hoping\s+for|praying\s+for|longing\s+for|desires?)\s+(?:a\s+|an\s+|her\s+|their\s+)?(?:baby\s+)?(?:son|daughter|boy|girl|male\s+child|female\s+child)\b`,
    ),
  },
  // "his heart rate 150", "his heartbeat": in a pregnancy record only the foetus has one called his
  {
    level: 'pregnancy',
    living: true,
    pattern: /\bhis\s+(?:heart\s*(?:beat|rate)|fhr|movements?|growth|weight|head|spine|kidneys?|limbs?)\b/giu,
  },
  // "junior is active", "little prince", "baby brother" for the one in the womb
  {
    level: 'pregnancy',
    pattern: rx(
      src`\bjunior\b(?!\s+(?:resident|doctor|consultant|registrar|sonologist|staff|radiologist|technician))|\blittle\s+(?:prince|princess|man|lady|champ|master|miss)\b|\b(?:prince|princess)\b`,
    ),
  },
];
