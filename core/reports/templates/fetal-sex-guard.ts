/**
 * PC-PNDT Act s.5(2): the sex of the foetus may not be communicated "by words, signs or in any
 * other manner". The server refuses obstetric report text for which this returns a phrase
 * (DESIGN §5 "Fetal sex"; research/domain-references.md A.5 (d)).
 *
 * The approach: first blank out phrases that legitimately pair a sex word with an adult (female
 * patient, male partner, female foeticide...), then look for disclosure patterns. Patterns are
 * whole-word and case-insensitive. Words that only disclose (penis, labia, baby girl...) are never
 * excused by a negation: "penis not seen" discloses as much as "penis seen".
 */

const FETAL_NOUN = '(?:fetus|foetus|fetuses|foetuses|baby|babies|twins?|triplets?|embryos?)';
const SEX_VALUE = '(?:fe)?male|boys?|girls?|sons?|daughters?|masculine|feminine';
const FETAL_ADJECTIVE =
  '(?:single|singleton|live|viable|healthy|intrauterine|active|normal|growing|term|preterm|first|second|other|one|two|external)';
/** Hindi (transliterated) words for son/daughter, boy/girl; "beta" is handled apart (beta hCG). */
const HINDI_CHILD = '(?:ladka|ladki|ladkaa|ladkee|larka|larki|larkaa|beti|betiyan|bitiya|chhora|chhori|chokra|chokri)';

/** Legitimate phrases, blanked before matching so their sex words are not read as fetal. */
const ALLOWED_PHRASES: readonly RegExp[] = [
  // Adults and statements about society, not about the foetus.
  /\b(?:fe)?male\s+(?:patients?|partners?|spouse|husband|wife|mother|adults?|relatives?|attendants?|doctors?|sonologists?|radiologists?|gyn(?:a)?ecologists?|obstetricians?|staff|nurses?|companions?|factor|pelvis|infertility|health\s+workers?|foeticide|feticide|infanticide|sterili[sz]ation|literacy)\b/giu,
  /\b(?:fe)?male\s*,?\s*(?:aged?\s*)?\d{1,3}\s*(?:y|yrs?|years?)(?:\s*old)?\b/giu,
  /\b(?:fe)?male\s*,?\s*aged\s+\d{1,3}\b(?!\s*(?:w|wks?|weeks?|d|days?)\b)/giu,
  /\b(?:years?|yrs?)[\s-]old\s+(?:fe)?male\b/giu,
  /\b(?:sex|gender)\s+of\s+(?:the\s+)?(?:patient|mother|woman|partner|husband|spouse|wife)\b/giu,
  // Patient header style: "Age/Sex: 28 years/Female", "Sex/Age: F/28".
  /\bage\s*\/\s*(?:sex|gender)\s*[:=-]?\s*\d{1,3}\s*(?:y|yrs?|years?)?\s*[/,]\s*(?:(?:fe)?male|[mf])\b/giu,
  /\b(?:sex|gender)\s*\/\s*age\s*[:=-]?\s*(?:(?:fe)?male|[mf])\s*[/,]\s*\d{1,3}\b/giu,
  /\b(?:patient|mother|maternal|woman)(?:['’]s)?\s+(?:sex|gender)\b(?:\s*[:=-]?\s*(?:is\s+)?(?:fe)?male\b|\s*[:=-]\s*[mf]\b)?/giu,
  // The government slogan "Beti Bachao, Beti Padhao" (save the daughter, educate the daughter).
  /\bbeti\s+(?:bachao|padhao)\b/giu,
  new RegExp(String.raw`बेटी\s+(?:बचाओ|पढ़ाओ)`.normalize('NFC'), 'gu'),
];

interface DisclosureRule {
  pattern: RegExp;
  /** Excused when its clause carries a negation ("fetal genitalia not assessed"). */
  negatable?: boolean;
}

const RULES: readonly DisclosureRule[] = [
  // baby boy, baby girl
  { pattern: /\bbab(?:y|ies)\s+(?:boy|girl)s?\b/giu },
  // it's a boy, its a girl, it is a male
  {
    pattern: new RegExp(
      String.raw`\bit\s*(?:['’]\s*s|\s+is|s)\s+(?:an?\s+)?(?:${SEX_VALUE}|beta|${HINDI_CHILD})\b`,
      'giu',
    ),
  },
  // male fetus, female foetus, male live baby, female twins
  {
    pattern: new RegExp(
      String.raw`\b(?:fe)?male\s+(?:${FETAL_ADJECTIVE}\s+){0,3}(?:${FETAL_NOUN}|gender|sex|genitalia|genitals?|genital\s+organs?)\b`,
      'giu',
    ),
  },
  // fetus is male, twin A - female, baby (girl), fetus of 20 weeks, male
  {
    pattern: new RegExp(
      String.raw`\b${FETAL_NOUN}\b(?:\s+[a-d1-4]\b)?[^.;\n]{0,30}?(?:\b(?:is|are|appears?|seems?|looks?|likely|probably|possibly|as)\b|[:=(,–-])\s*(?:to\s+be\s+)?(?:an?\s+)?(?:likely\s+|probably\s+)?(?:${SEX_VALUE})\b`,
      'giu',
    ),
  },
  // sex of the fetus is male, fetal gender: female, sex - boy
  {
    pattern: new RegExp(
      String.raw`\b(?:(?:fetal|foetal)\s+)?(?:sex|gender)\b[^.;\n]{0,40}?\b(?:${SEX_VALUE})\b`,
      'giu',
    ),
  },
  // sex: M, gender = F
  { pattern: /\b(?:(?:fetal|foetal)\s+)?(?:sex|gender)\s*[:=–-]\s*[mf]\b/giu },
  { pattern: /\bgender\s+reveal\b/giu },
  // Anatomy that only discloses, seen or not seen.
  {
    pattern:
      /\b(?:penis|penile|phallus|scrotum|scrotal|testis|testes|testicles?|labia|labial|labioscrotal|clitoris|clitoral|vulva|vulval|genital\s+tubercle|hamburger\s+sign)\b/giu,
  },
  // genitalia: male
  {
    pattern: new RegExp(String.raw`\bgenital(?:ia|s)?\b[^.;\n]{0,30}?\b(?:${SEX_VALUE})\b`, 'giu'),
  },
  // "Fetal genitalia normal" invites the question; "fetal genitalia not assessed" is the PC-PNDT practice.
  { pattern: /\b(?:(?:fetal|foetal)\s+)?genital(?:ia|s)\b/giu, negatable: true },
  // Karyotype
  { pattern: /\b46\s*,?\s*X[XY]\b/giu },
  // Upper case only: "xy" in lower or mixed case is usually not a karyotype (Dr. Xy, xy-plane).
  { pattern: /\bXY\b/gu },
  { pattern: /\bkaryotype\b[^.;\n]{0,20}?\bX[XY]\b/giu },
  // Hindi transliterations and Devanagari.
  { pattern: new RegExp(String.raw`\b${HINDI_CHILD}\b`, 'giu') },
  {
    pattern:
      /\bbeta\s+(?:hai|hoga|hua|h|he|ho|hi|aayega|ayega|baby)\b|\b(?:hai|hoga|ek|aapka|apka|tumhara)\s+beta\b(?!\s*-?\s*(?:h\.?c\.?g|hcg|human|thalass|blocker|agonist|mimetic|subunit|globin|cells?|carotene|\d))/giu,
  },
  {
    pattern: new RegExp(
      String.raw`(?<![\p{L}\p{M}])(?:लड़का|लड़की|लडका|लडकी|बेटा|बेटी|बिटिया)(?![\p{L}\p{M}])`.normalize('NFC'),
      'gu',
    ),
  },
  // Bare boy / girl; "previous boy", "elder girl", "girl child" are obstetric history, not disclosure.
  {
    pattern:
      /(?<!\b(?:previous|earlier|elder|older|living|existing|first|second|one|two|three|\d)\s+)\b(?:boy|girl)s?\b(?!\s+child)/giu,
  },
];

const NEGATION = /\b(?:not|no|neither|nor|never|without|cannot)\b/iu;
const CLAUSE_END = /[.;\n]/u;

function clauseAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !CLAUSE_END.test(text[from - 1] ?? '')) from -= 1;
  let to = end;
  while (to < text.length && !CLAUSE_END.test(text[to] ?? '')) to += 1;
  return text.slice(from, to);
}

/**
 * The first phrase of `text` that discloses or asks about the sex of the foetus, or null. Meant for
 * obstetric report text only: on other reports "scrotum" or "testes" are ordinary anatomy.
 */
export function findFetalSexDisclosure(text: string): string | null {
  // NFC so that Devanagari nukta letters compare the same however they were typed.
  const source = text.normalize('NFC');
  let masked = source;
  for (const allowed of ALLOWED_PHRASES) {
    masked = masked.replace(allowed, (phrase) => ' '.repeat(phrase.length));
  }

  let best: { index: number; length: number } | null = null;
  for (const rule of RULES) {
    for (const match of masked.matchAll(rule.pattern)) {
      const index = match.index;
      const length = match[0].length;
      if (rule.negatable && NEGATION.test(clauseAround(masked, index, index + length))) continue;
      if (!best || index < best.index || (index === best.index && length > best.length)) best = { index, length };
      break;
    }
  }
  return best ? source.slice(best.index, best.index + best.length).trim() : null;
}
