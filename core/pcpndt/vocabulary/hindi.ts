import { type DisclosureRule, NOT_A_PLACE, rx, src, W0, W1, words } from './rule.ts';

/**
 * Hindi (Devanagari) and Hinglish (Hindi in Latin letters), the language of most counselling
 * rooms: son/daughter/boy/girl with their inflections (लड़का/लड़के, बेटा/बेटे, ladka/ladke),
 * "will be" predictions with their particles ("beta hi hoga", "पुत्र होगा"), idioms for a son
 * ("कुल का दीपक", "vansh ka chirag"), the womb ("pet mein beta"), and the code words of sting
 * operations in both scripts ("लक्ष्मी आई" / "Lakshmi aayi" for a girl, "जय श्री कृष्ण" for a boy).
 */

/** Devanagari words for a son, daughter, boy or girl (with nukta and without; Sanskrit-derived too). */
export const HINDI_CHILD = [
  'लड़का',
  'लड़की',
  'लड़के',
  'लड़कियाँ',
  'लड़कियां',
  'लडका',
  'लडकी',
  'लडके',
  'छोरा',
  'छोरी',
  'छोरे',
  'बेटा',
  'बेटी',
  'बेटे',
  'बेटियाँ',
  'बेटियां',
  'बिटिया',
  'पुत्र',
  'पुत्री',
  'पुत्रों',
  'कन्या',
  'बालक',
  'बालिका',
];

/** Hinglish words for the same (Latin letters), beyond the older list in fetal-sex-vocabulary.ts. */
export const HINGLISH_CHILD = ['putra', 'putri', 'puttar', 'balak', 'balika', 'bitiya', 'betiya', 'baccha\\s+ladka'];

/** "will be / is / has come", with the particles that stress it ("hi", "to", "bhi"). */
const WILL_BE_DEVANAGARI =
  '(?:(?:ही|तो|भी)\\s+)?(?:है|हैं|होगा|होगी|होंगे|हुआ|हुई|आएगा|आएगी|आयेगा|आयेगी|आ\\s+रहा|आ\\s+रही|आने\\s+वाल[ाीे]|होने\\s+वाल[ाीे]|पैदा\\s+हो(?:गा|गी))';
const WILL_BE_LATIN =
  '(?:(?:hi|hee|to|bhi)\\s+)?(?:hoga|hogi|honge|hoge|aayega|aayegi|ayega|ayegi|aaega|aaegi|aa\\s*raha|aa\\s*rahi|aane\\s+wal[aie]|hone\\s+wal[aie]|paida\\s+ho(?:ga|gi))';

export const HINDI_RULES: readonly DisclosureRule[] = [
  // "पुत्र होगा", "बेटा ही होगा", "कन्या आएगी"
  { level: 'person', pattern: rx(src`${words(HINDI_CHILD)}\s*${WILL_BE_DEVANAGARI}${W1}`, 'gu') },
  // "beta hi hoga", "ladka to hoga", "male hoga", "girl hogi", "putra hoga"
  {
    level: 'person',
    pattern: rx(
      src`\b(?:beta|beti|ladka|ladki|larka|larki|(?:fe)?male|boy|girl|son|daughter|munda|kudi|kanya|${HINGLISH_CHILD.join('|')})\s+${WILL_BE_LATIN}\b`,
    ),
  },
  // "pet mein beta", "kokh mein ladki", "पेट में बेटा", "गर्भ में लड़का"
  {
    level: 'person',
    pattern: rx(
      src`\b(?:pet|pait|kokh|kokhh|garbh|garbha)\s*(?:me|mein|mai|mei|main|men|mien)\s+(?:beta|beti|ladka|ladki|larka|larki|ladke|boy|girl|son|daughter|putra|putri|kanya|balak|balika)\b`,
    ),
  },
  { level: 'person', pattern: rx(src`${W0}(?:पेट|कोख|गर्भ)\s*में\s*${words(HINDI_CHILD)}`, 'gu') },
  // Idioms for a son: "कुल का दीपक", "वंश का चिराग", "kul ka deepak", "ghar ka chirag"
  // (Latin and Devanagari apart: a rule with \p{…} edges is only tried on text outside ASCII.)
  { level: 'person', pattern: rx(src`${W0}(?:कुल|वंश|घर)\s*(?:का\s+)?(?:दीपक|दीया|चिराग|वारिस)${W1}`, 'gu') },
  {
    level: 'person',
    pattern: /\b(?:kul|vansh|ghar|khandan)\s*(?:ka\s+)?(?:deepak|dipak|diya|chirag|waris|vaaris)\b/giu,
  },
  // "लिंग: पुरुष", "लिंग - लड़की" (the woman's own "लिंग: स्त्री/महिला" stays allowed)
  {
    level: 'pregnancy',
    pattern: rx(
      src`${W0}लिंग\s*[:=–-]?\s*(?:पुरुष|नर|लड़का|लड़की|लडका|लडकी|बेटा|बेटी|पुत्र|पुत्री|कन्या|बालक|बालिका|M|F)${W1}`,
      'giu',
    ),
  },
  // Code words in Devanagari: "लक्ष्मी आई" (a girl), "कृष्ण आएंगे" (a boy), "जय श्री कृष्ण", "जय माता दी"
  {
    level: 'clinical',
    pattern: rx(
      src`${W0}(?:लक्ष्मी|लक्ष्मीजी)\s+(?:जी\s+)?(?:आई|आयी|आ\s+रही|आएगी|आयेगी)${W1}${NOT_A_PLACE}|${W0}(?:कृष्ण|कृष्णा|कान्हा|कन्हैया|गोपाल)\s+(?:जी\s+)?(?:आए|आये|आएंगे|आयेंगे|आ\s+रहे|आएगा|आयेगा)${W1}${NOT_A_PLACE}`,
      'gu',
    ),
  },
  {
    level: 'clinical',
    pattern: rx(
      src`${W0}जय\s+(?:श्री|श्रीं)\s+(?:कृष्ण|कृष्णा|कान्हा)${W1}${NOT_A_PLACE}|${W0}जय\s+माता\s+(?:दी|की)${W1}${NOT_A_PLACE}|${W0}(?:लड्डू|लड्डु|जलेबी)${W1}`,
      'gu',
    ),
  },
  // Latin code words, excused before a place word ("Near Laxmi Aai Mandir", "Jai Mata Di Hospital")
  {
    level: 'clinical',
    pattern: rx(
      src`\b(?:lakshmi|laxmi|lakshmiji|luxmi)\s+(?:ji\s+)?(?:aayi|aai|ayi|aaee|aa\s*rahi|aayegi|ayegi|aaegi)\b${NOT_A_PLACE}|\b(?:krishna|krishn|kanha|kanhaiya|kanhaiyya|gopal|bal\s+gopal)\s+(?:ji\s+)?(?:aaye|aayenge|aa\s*rahe|aayega|ayega|aaega|aa\s*raha)\b${NOT_A_PLACE}`,
    ),
  },
  {
    level: 'clinical',
    pattern: rx(
      src`\bjai\s+(?:shri|shree|sri|sree)\s+(?:krishna|krishn|kanha)\b${NOT_A_PLACE}|\bjai\s+mata\s+di\b${NOT_A_PLACE}`,
    ),
  },
  // "chhota bhai hoga" / "छोटी बहन होने वाली है": a sibling foretold for the elder child
  {
    level: 'clinical',
    pattern: rx(
      src`\b(?:chh?ot[ae]|chh?oti)\s+(?:bhai|bhaiya|behen|bahen|behan|bahan)\s+(?:(?:hi|to)\s+)?(?:hoga|hogi|hone\s+wal[aie]|paida\s+ho(?:ga|gi))\b`,
    ),
  },
  {
    level: 'clinical',
    pattern: rx(
      src`${W0}(?:छोटा|छोटी)\s+(?:भाई|भैया|बहन)\s+(?:(?:ही|तो)\s+)?(?:होगा|होगी|होने\s+वाल[ाीे]|पैदा\s+हो(?:गा|गी))${W1}`,
      'gu',
    ),
  },
  // Kanha / Kanhaiya "has come" is the sting operations' code for a boy, as "Lakshmi aayi" for a girl
  { level: 'clinical', pattern: /\b(?:kanha|kanhaiya|kanhaiyya)\s+(?:ji\s+)?(?:aaya|aaye|aya)\b/giu },
  // Buy blue / pink clothes (the colour as the answer)
  {
    level: 'clinical',
    pattern:
      /\b(?:blue|pink|neel[ae]|gulabi)\s+(?:clothes|kapd[ae]|dress(?:es)?|frocks?)\s+(?:kharid\w*|le\s*(?:lo|lena|aao|aana)|la\s*(?:do|dena)|buy|ready|taiyar)\b|\b(?:buy|get|keep|shop\s+for)\s+(?:blue|pink)\s+(?:clothes|dresses|frocks)\b/giu,
  },
  // Bare words in clinical text (a living family is excused by its count or clause)
  { level: 'clinical', living: true, pattern: rx(src`${words(HINDI_CHILD)}`, 'gu') },
  { level: 'clinical', living: true, pattern: rx(src`\b(?:${HINGLISH_CHILD.join('|')})\b`) },
];
