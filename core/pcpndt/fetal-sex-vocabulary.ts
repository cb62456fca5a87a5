/**
 * The words and patterns that disclose the sex of the foetus (PC-PNDT Act s.5(2): "by words, signs
 * or in any other manner"), matched on text already folded by fetal-sex-normalise.ts. Every pattern
 * is case-insensitive unless it says otherwise.
 *
 * Each rule has the narrowest level it is safe at:
 * - `person`: anywhere, names and addresses included ("male fetus", "it's a boy", ♂, "लड़का होगा").
 * - `clinical`: any report, study note or Form F clinical text (bare "ladki", "beti", code words).
 * - `pregnancy`: text about a pregnancy (obstetric reports, Form F's clinical items), where a bare
 *   "boy", "scrotum" or "Sex: M" can only be about the foetus.
 *
 * The rule is about the current pregnancy's foetus: the mother's "gender: female" and a living
 * child's sex ("Previous LSCS, male baby 2019", "1 son 1 daughter") are what Form F item 4 itself
 * asks for, so rules marked `living` are excused in a clause that speaks of a child already born.
 */

import { ENGLISH_RULES, SEX_LETTER } from './vocabulary/english.ts';
import { GENETICS_RULES, SIGN_RULES } from './vocabulary/genetics-and-signs.ts';
import { HINDI_RULES } from './vocabulary/hindi.ts';
import { REGIONAL_RULES } from './vocabulary/regional.ts';
import { type DisclosureRule, rx, src, W0, W1 } from './vocabulary/rule.ts';
import { SEX_IMPLYING_RULES } from './vocabulary/sex-implying-findings.ts';

export { type DisclosureRule, GUARD_LEVELS, type GuardLevel } from './vocabulary/rule.ts';

/** Only ever the current pregnancy's foetus. */
const UNBORN = '(?:fetus|foetus|fetuses|foetuses|embryos?|unborn\\s+(?:child|baby))';
/** The foetus, or a child already born ("male baby 2019"): rules using it are `living`. */
const BABY = '(?:bab(?:y|ies)|twins?|triplets?|bachch?a|baccha)';
const SEX_VALUE = '(?:(?:fe)?male|boys?|girls?|sons?|daughters?|masculine|feminine)';
const FETAL_ADJECTIVE =
  '(?:single|singleton|live|viable|healthy|intrauterine|active|normal|growing|term|preterm|first|second|other|one|two|external)';
/** Romanised Hindi, Punjabi, Marathi, Gujarati, Telugu words for boy/girl, son/daughter. */
const INDIAN_CHILD =
  '(?:lad(?:d)?k(?:a|aa|i|ee|e|iyan|iyaan|on)|lark(?:a|aa|i|e)|beti|betiyan|bitiya|bitiyaa|chhor[aie]|chokr[ai]|chhokr[oi]|dikr[oi]|mulg[ai]|abbayi|ammayi)';
/** The same in Indian scripts (Devanagari, Gujarati, Bengali, Gurmukhi, Telugu, Kannada, Tamil, Malayalam). */
const SCRIPT_CHILD =
  '(?:लड़का|लड़की|लड़के|लड़कियाँ|लड़कियां|लडका|लडकी|लडके|छोरा|छोरी|छोरे|बेटा|बेटी|बेटे|बेटियाँ|बिटिया|पुत्री|मुलगा|मुलगी|છોકરો|છોકરી|દીકરો|દીકરી|ছেলে|মেয়ে|ਮੁੰਡਾ|ਕੁੜੀ|అబ్బాయి|అమ్మాయి|ಗಂಡು\\s*ಮಗು|ಹೆಣ್ಣು\\s*ಮಗು|ஆண்\\s*குழந்தை|பெண்\\s*குழந்தை|ആൺ\\s*കുഞ്ഞ്|പെൺ\\s*കുഞ്ഞ്)';
/** Hinglish verbs of "will be / is / has come" that turn a word into a prediction about this pregnancy. */
const WILL_BE =
  '(?:hoga|hogi|hai|he|h|hua|hui|aayega|aayegi|ayega|ayegi|aaega|aaegi|aa\\s*raha|aa\\s*rahi|aane\\s+wal[ai]|hone\\s+wal[ai]|aaya|aayi|aai)';

/** Legitimate phrases, blanked before matching so their sex words are not read as fetal. */
export const ALLOWED_PHRASES: readonly RegExp[] = [
  // Adults and statements about society, not about the foetus.
  /\b(?:fe)?male\s+(?:patients?|partners?|spouse|husband|wife|mother|adults?|relatives?|attendants?|doctors?|sonologists?|radiologists?|gyn(?:a)?ecologists?|obstetricians?|staff|nurses?|companions?|factor|pelvis|infertility|health\s+workers?|foeticide|feticide|infanticide|sterili[sz]ation|literacy|ward|hostel|school|college)\b/giu,
  /\b(?:fe)?male\s*,?\s*(?:aged?\s*)?\d{1,3}\s*(?:y|yrs?|years?)(?:\s*old)?\b/giu,
  /\b(?:fe)?male\s*,?\s*aged\s+\d{1,3}\b(?!\s*(?:w|wks?|weeks?|d|days?)\b)/giu,
  /\b(?:years?|yrs?)[\s-]old\s+(?:fe)?male\b/giu,
  /\b(?:sex|gender)\s+of\s+(?:the\s+)?(?:patient|mother|woman|partner|husband|spouse|wife)\b/giu,
  // Patient header style: "Age/Sex: 28 years/Female", "Sex/Age: F/28".
  /\bage\s*\/\s*(?:sex|gender)\s*[:=-]?\s*\d{1,3}\s*(?:y|yrs?|years?)?\s*[/,]\s*(?:(?:fe)?male|[mf])\b/giu,
  /\b(?:sex|gender)\s*\/\s*age\s*[:=-]?\s*(?:(?:fe)?male|[mf])\s*[/,]\s*\d{1,3}\b/giu,
  /\b(?:patient|mother|maternal|woman)(?:['’]s)?\s+(?:sex|gender)\b(?:\s*[:=-]?\s*(?:is\s+)?(?:fe)?male\b|\s*[:=-]\s*[mf]\b)?/giu,
  // A newborn registered before it is named: "Baby girl of Meena", "B/O Sunita".
  /\bbab(?:y|ies)\s+(?:boy|girl)s?\s+of\s+(?!\d|the\b|this\b|that\b|your\b|a\b|an\b)[a-z]/giu,
  // Form F item 8: "sex-linked disorders" is an indication, not a sex.
  /\bsex[\s-]linked\b/giu,
  // The government slogan "Beti Bachao, Beti Padhao" (save the daughter, educate the daughter).
  /\bbeti\s+(?:bachao|padhao)\b/giu,
  rx(src`बेटी\s+(?:बचाओ|पढ़ाओ)`, 'gu'),
  // The mother's own anatomy: "vulval varicosities", "Bartholin cyst in left labia majora".
  /\bvulval\s+(?:varicosit(?:y|ies)|varices|o?edema|warts?|abscess|ha?ematoma|lesions?|swelling)\b/giu,
  /\bbartholin\w*[^.;\n]{0,60}/giu,
  /\b(?:left|right|bilateral|maternal|her)\s+labi(?:a|um)\s+(?:majora|minora|majus|minus)\b/giu,
  // The parents' own karyotypes in a recurrent-miscarriage work-up: "Husband 46,XY", "Wife: 46,XX".
  /\b(?:husband|male\s+partner|partner|wife|mother|father|maternal|paternal|parental|parents?|couple|spouse|mr|mrs)\b['’s.]*\s*(?:[:=-]?\s*(?:his|her)\s+)?(?:peripheral\s+blood\s+)?(?:karyotyp\w*)?\s*[:=-]?\s*(?:(?:normal|is)\s+)*(?:4[5-9]\s*,?\s*X(?:\s*[,.]?\s*[XY])+\b|(?:fe)?male\b|y[\s-]?chromosome\s+microdeletions?\b)/giu,
  // An adult who brought the patient: "Brought by beti", "accompanied by son".
  /\b(?:brought|accompanied|escorted|came|received|collected|paid)\s+(?:by|with)\s+(?:her\s+|patient['’]?s\s+)?(?:beti|beta|bete|son|daughter|ladka|ladki|ladke|bitiya|putra|putri)\b/giu,
  // The same in Devanagari: "बेटी के साथ आईं" (came with her daughter), "बेटा लेकर आया".
  rx(
    src`(?:बेटी|बेटा|बेटे|बिटिया|पुत्र|पुत्री)\s+(?:के\s+साथ|साथ\s+में|साथ|लेकर|ले\s+कर)\s+(?:आई|आईं|आयी|आयीं|आए|आये|आया|आईं\s+हैं|आई\s+है)`,
    'gu',
  ),
  // A junior doctor is not a foetus.
  /\bjunior\s+(?:resident|doctor|consultant|registrar|sonologist|staff|radiologist|technician)\b/giu,
];

export const RULES: readonly DisclosureRule[] = [
  // --- person: unmistakable wherever it is written ---
  // male fetus, female foetus, male live embryo
  { level: 'person', pattern: rx(src`\b(?:fe)?male\s+(?:${FETAL_ADJECTIVE}\s+){0,3}${UNBORN}\b`) },
  { level: 'person', pattern: rx(src`\b(?:boy|girl)\s+${UNBORN}\b`) },
  // fetus is male, fetus: M, fetus appears to be a female, foetus (girl)
  {
    level: 'person',
    pattern: rx(
      src`\b${UNBORN}\b(?:\s+[a-d1-4]\b)?[^.;\n]{0,30}?(?:(?:\b(?:is|are|appears?|seems?|looks?|likely|probably|possibly|as)\b|[:=(,–\s-])\s*(?:to\s+be\s+)?(?:an?\s+)?(?:likely\s+|probably\s+)?${SEX_VALUE}\b|\s*[:=(–-]\s*${SEX_LETTER})`,
    ),
  },
  // fetal sex: female, sex of the fetus is male, foetal gender - M
  {
    level: 'person',
    pattern: rx(
      src`\b(?:(?:fetal|foetal|fetus['’]?s?|foetus['’]?s?)\s+(?:sex|gender)|(?:sex|gender)\s+of\s+(?:the\s+|this\s+|her\s+)?${UNBORN})\b[^.;\n]{0,40}?(?:\b${SEX_VALUE}\b|[:=–\s-]\s*${SEX_LETTER})`,
    ),
  },
  // it's a boy, its a girl, it is a male, it will be a girl, it's pink
  {
    level: 'person',
    pattern: rx(
      src`\bit\s*(?:['’]\s*s|\s+is|s|['’]\s*ll\s+be|\s+will\s+be|\s+would\s+be|\s+may\s+be|\s+might\s+be|\s+looks\s+like)\s+(?:an?\s+)?(?:little\s+)?(?:${SEX_VALUE}|beta|${INDIAN_CHILD}|prince|princess|pink|blue)\b`,
    ),
  },
  { level: 'person', pattern: /\bgender\s+reveal\b/giu },
  // ladka hoga, beta hai, beti aayegi (code words such as "Lakshmi aayi" are in vocabulary/hindi.ts)
  {
    level: 'person',
    pattern: rx(
      src`\b(?:${INDIAN_CHILD}|beta|munn[ai]|kany[aā]|putra|kudi|munda)\s+${WILL_BE}\b|\b(?:hai|hoga|hogi|aapka|apka|tumhara|aapki|apki|tumhari)\s+(?:beta|beti)\b(?!\s*-?\s*(?:h\.?c\.?g|hcg|human|thalass|blocker|agonist|mimetic|subunit|globin|cells?|carotene|\d))`,
    ),
  },
  {
    level: 'person',
    pattern: rx(
      src`${W0}(?:पुरुष|नर|मादा|स्त्री|महिला|लड़का|लड़की)\s*(?:का\s+|की\s+)?भ्रूण${W1}|${W0}भ्रूण\s*(?:का|की)?\s*(?:लिंग)?\s*[:-]?\s*(?:पुरुष|नर|मादा|स्त्री|लड़का|लड़की|बेटा|बेटी)${W1}|${W0}(?:लड़का|लड़की|बेटा|बेटी|छोरा|छोरी)\s+(?:है|होगा|होगी|हुआ|हुई|आएगा|आएगी|आ\s+रहा|आ\s+रही)${W1}`,
      'gu',
    ),
  },
  // Signs: ♂ ♀, boy and girl faces, pink and blue hearts, the bow, prince/princess.
  { level: 'person', pattern: /[♂♀👦👧🚹🚺🤴👸🩷🩵💙🎀]/gu },

  // --- clinical: safe in any clinical text, not in names and addresses ---
  // Bare Indian-language words for boy/girl, son/daughter ("1 ladka, 1 ladki" is a living family).
  { level: 'clinical', living: true, pattern: rx(src`\b${INDIAN_CHILD}\b`) },
  { level: 'clinical', living: true, pattern: rx(src`${W0}${SCRIPT_CHILD}${W1}`, 'gu') },
  // boy or girl?, ladka ya ladki, beta ya beti
  {
    level: 'clinical',
    pattern: rx(
      src`\b(?:boy|girl|son|daughter|beta|beti|${INDIAN_CHILD})\s*(?:or|ya|\/|aur)\s*(?:boy|girl|son|daughter|beta|beti|${INDIAN_CHILD})\b`,
    ),
  },
  // Code words from sting operations: laddoo (boy) / jalebi (girl); "Jai Shri Krishna" and the others are in vocabulary/hindi.ts.
  { level: 'clinical', pattern: /\b(?:laddoo|laddu|ladoo|ladu|laddoos|jalebi|jalebis|jilebi)\b/giu },
  // pink or blue, think pink, team blue
  {
    level: 'clinical',
    pattern:
      /\b(?:pink|blue)\s*(?:or|ya|\/|vs\.?)\s*(?:pink|blue)\b|\b(?:think|team|buy|paint|go|going)\s+(?:pink|blue)\b/giu,
  },

  // --- pregnancy: only where the text is about a pregnancy ---
  // male baby, female twins, baby boy, baby is a girl, baby: F (a born child's are excused)
  { level: 'pregnancy', living: true, pattern: rx(src`\b(?:fe)?male\s+(?:${FETAL_ADJECTIVE}\s+){0,3}${BABY}\b`) },
  { level: 'person', living: true, pattern: rx(src`\b${BABY}\s+(?:boy|girl)s?\b`) },
  { level: 'pregnancy', living: true, pattern: rx(src`\b(?:boy|girl)\s+${BABY}\b`) },
  {
    level: 'pregnancy',
    living: true,
    pattern: rx(
      src`\b${BABY}\b(?:\s+[a-d1-4]\b)?[^.;\n]{0,30}?(?:(?:\b(?:is|are|appears?|seems?|looks?|likely|probably|possibly|as)\b|[:=(,–-])\s*(?:to\s+be\s+)?(?:an?\s+)?(?:likely\s+|probably\s+)?${SEX_VALUE}\b|\s*[:=(–-]\s*${SEX_LETTER})`,
    ),
  },
  {
    level: 'pregnancy',
    living: true,
    pattern: rx(
      src`\b(?:bab(?:y|ies)['’]?s?\s+(?:sex|gender)|(?:sex|gender)\s+of\s+(?:the\s+)?bab(?:y|ies))\b[^.;\n]{0,40}?(?:\b${SEX_VALUE}\b|[:=–\s-]\s*${SEX_LETTER})`,
    ),
  },
  // single live male, 20 wks male
  {
    level: 'pregnancy',
    living: true,
    pattern: rx(
      src`\b(?:single|singleton|live|viable|intrauterine)\s+(?:fe)?male\b(?!\s+(?:${FETAL_ADJECTIVE}\s+){0,3}(?:${UNBORN}|${BABY}))`,
    ),
  },
  { level: 'pregnancy', pattern: /\b\d{1,2}\s*(?:w|wk|wks|weeks?)\b(?!\s*old)[^.;\n]{0,20}?\b(?:fe)?male\b/giu },
  // The woman is not male: "Sex: M", "gender - boy" in a pregnancy record is the foetus's.
  {
    level: 'pregnancy',
    living: true,
    pattern: /\b(?:sex|gender)\s*(?:[:=–-]|\bis\b)\s*(?:male|m|boy|son|masculine)\b/giu,
  },
  { level: 'pregnancy', living: true, pattern: /\b(?:sex|gender)\s*(?:[:=–-]|\bis\b)\s*(?:girl|daughter)\b/giu },
  // B/G, G/B: shorthand for boy/girl.
  { level: 'pregnancy', pattern: /\b[bg]\s*\/\s*[bg]\b/giu },
  // Pronouns: the woman is "she"; "he"/"his" about the foetus can only disclose.
  { level: 'pregnancy', pattern: rx(src`\b${UNBORN}\b[^.;\n]{0,40}?\b(?:he|his|him|himself)\b`) },
  { level: 'pregnancy', living: true, pattern: rx(src`\bbab(?:y|ies)\b[^.;\n]{0,40}?\b(?:he|his|him|himself)\b`) },
  {
    level: 'pregnancy',
    pattern: /\b(?:fetus|foetus|baby)\s+(?:is\s+|looks\s+)?(?:pink|blue)\b(?!\s+(?:syndrome|baby))/giu,
  },
  // Anatomy that only discloses, seen or not seen.
  {
    level: 'pregnancy',
    pattern:
      /\b(?:penis|penile|phallus|scrotum|scrotal|testis|testes|testicles?|labia|labial|labioscrotal|clitoris|clitoral|vulva|vulval|genital\s+tubercle|hamburger\s+sign|turtle\s+sign)\b/giu,
  },
  {
    level: 'pregnancy',
    pattern: rx(src`\b(?:fe)?male\s+(?:external\s+)?(?:gender|sex|genitalia|genitals?|genital\s+organs?)\b`),
  },
  { level: 'pregnancy', pattern: rx(src`\bgenital(?:ia|s)?\b[^.;\n]{0,30}?\b${SEX_VALUE}\b`) },
  // "Fetal genitalia normal" invites the question; "fetal genitalia not assessed" is the PC-PNDT practice.
  { level: 'pregnancy', negatable: true, pattern: /\b(?:(?:fetal|foetal)\s+)?genital(?:ia|s)\b/giu },
  // Karyotype. Upper case only for a bare "XY": in lower or mixed case it is usually not one (Dr. Xy).
  { level: 'pregnancy', pattern: /\b46\s*,?\s*X[XY]\b/giu },
  { level: 'pregnancy', pattern: /\bXY\b/gu },
  { level: 'pregnancy', pattern: /\bkaryotype\b[^.;\n]{0,20}?\bX[XY]\b/giu },
  // Bare boy / girl; "previous boy", "elder girl", "girl child", "2 boys" are a living family.
  { level: 'pregnancy', living: true, pattern: /\b(?:boy|girl)s?\b(?!\s+child)/giu },
  // Per language and kind of evidence (core/pcpndt/vocabulary/).
  ...ENGLISH_RULES,
  ...HINDI_RULES,
  ...REGIONAL_RULES,
  ...GENETICS_RULES,
  ...SIGN_RULES,
  ...SEX_IMPLYING_RULES,
];

/** Wording that says the genitalia were not assessed: "not commented upon", "deferred as per PC-PNDT Act". */
export const NEGATION =
  /\b(?:not|no|neither|nor|never|without|cannot|deferred|withheld|omitted|as\s+per\s+(?:the\s+)?pc\W?pndt|pc\W?pndt\s+act)\b/iu;

/** Words that place a clause in the family already born. */
export const LIVING_CHILD =
  /\b(?:previous|prev|prior|earlier|elder|older|eldest|younger|living|alive|born|delivered|delivery|lscs|nvd|ftnd|svd|c-?section|cesarean|caesarean|died|expired|was|were|had|aged?|years?|yrs?|months?|mths?|old|y\/o|siblings?|children|child|kids?|issues?|saal|sal|varsh|(?:19|20)\d\d|g\d+\s*p\d+(?:\s*[lad]\d+)*)\b|(?:साल|वर्ष|उम्र|जीवित|पिछल[ाी]|बड़[ाी]|पहल[ाी])/iu;

/** Words that place a clause in the current pregnancy, which no living-child word can excuse. */
export const CURRENT_PREGNANCY =
  /\b(?:fetus|foetus|fetal|foetal|embryos?|in\s+utero|intrauterine|iup|sliup|(?:this|present|current)\s+pregnancy|currently\s+pregnant|scan|usg|sonography|ultrasound|gestation(?:al)?|ga|edd|lmp|expected|will|hoga|hogi|going\s+to|\d{1,2}\s*(?:w|wks?|weeks?)\b(?!\s*old))\b/iu;

/** A count right before a word ("2 boys", "one girl", "ek beta", "एक बेटी") makes it a living family. */
export const COUNT_BEFORE = /(?:\b(?:one|two|three|four|five|ek|do|teen|char|\d{1,2})|(?:एक|दो|तीन|चार))\s*$/iu;
