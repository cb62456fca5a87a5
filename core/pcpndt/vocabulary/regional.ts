import { type DisclosureRule, rx, src, words } from './rule.ts';

/**
 * Son / daughter / boy / girl in the other languages of India, each in its own script and in the
 * Latin transliteration clinics type. Bare words are refused in clinical text (a living family,
 * "1 magan 1 magal", is excused by its count or clause); with a "will be" they are refused anywhere.
 * Words that are also common names or surnames (Munda, Kudi, Pua) are not refused bare.
 */

/** Each language's words in its script. */
export const SCRIPT_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Urdu (Arabic script): beta, beti, larka, larki; both Urdu and Arabic yeh
  urdu: ['ب[یيى]ٹا', 'ب[یيى]ٹ[یيى]', 'ل[ڑر]کا', 'ل[ڑر]ک[یيى]', 'ل[ڑر]کے', 'پسر', 'دختر'],
  // Tamil: magan (son), magal (daughter), paiyan (boy), aan/pen kuzhandhai (male/female child)
  tamil: ['மகன்', 'மகள்', 'பையன்', 'பொண்ணு', 'ஆண்\\s*குழந்தை', 'பெண்\\s*குழந்தை', 'ஆண்\\s*பிள்ளை', 'பெண்\\s*பிள்ளை'],
  // Telugu: koduku (son), kuthuru (daughter), abbayi (boy), ammayi (girl), maga/aada bidda
  telugu: ['కొడుకు', 'కూతురు', 'అబ్బాయి', 'అమ్మాయి', 'మగ\\s*బిడ్డ', 'ఆడ\\s*బిడ్డ', 'మగపిల్లవాడు', 'ఆడపిల్ల'],
  // Malayalam: makan (son), makal (daughter), aankutty, penkutty; chillu and old ് forms
  malayalam: [
    'മക(?:ൻ|ന്)',
    'മക(?:ൾ|ള്)',
    'ആൺ\\s*കുട്ടി',
    'പെൺ\\s*കുട്ടി',
    'ആണ്\\s*കുട്ടി',
    'പെണ്\\s*കുട്ടി',
    'ആൺ\\s*കുഞ്ഞ്',
    'പെൺ\\s*കുഞ്ഞ്',
    'ആണ്\\s*കുഞ്ഞ്',
    'പെണ്\\s*കുഞ്ഞ്',
  ],
  // Odia: pua (son/boy), jhia (daughter/girl), puo
  odia: ['ପୁଅ', 'ଝିଅ', 'ପୁତ୍ର', 'କନ୍ୟା'],
  // Bengali: chhele (boy/son), meye (girl/daughter), putro, konna
  bengali: ['ছেলে', 'মেয়ে', 'মেয়ে', 'পুত্র', 'কন্যা', 'খোকা', 'খুকি'],
  // Marathi (Devanagari): mulga, mulgi, porga, porgi
  marathi: ['मुलगा', 'मुलगी', 'मुलगे', 'मुली', 'पोरगा', 'पोरगी', 'पोरगं'],
  // Punjabi (Gurmukhi): munda, kudi, putt, dhee
  punjabi: ['ਮੁੰਡਾ', 'ਕੁੜੀ', 'ਪੁੱਤ', 'ਪੁੱਤਰ', 'ਧੀ', 'ਮੁੰਡੇ'],
  // Gujarati: chhokro, chhokri, dikro, dikri
  gujarati: ['છોકરો', 'છોકરી', 'દીકરો', 'દીકરી'],
  // Kannada: gandu/hennu magu, maga (son), magalu (daughter)
  kannada: ['ಗಂಡು\\s*ಮಗು', 'ಹೆಣ್ಣು\\s*ಮಗು', 'ಮಗಳು', 'ಮಗ', 'ಹುಡುಗ', 'ಹುಡುಗಿ'],
};

/** The same words in Latin letters, as typed in these states. */
export const LATIN_WORDS: Readonly<Record<string, readonly string[]>> = {
  urdu: ['pisar', 'dukhtar'],
  tamil: [
    'magan',
    'makan',
    'magal',
    'makal',
    'paiyan',
    'paiyyan',
    // aan/pen kuzhandhai in its many spellings: kuzhanthai, kulandhai, kulanthai, kozhandai
    '(?:aan|pen)\\s*k[ou](?:zh|l|z)an(?:dh|th|d|t)ai',
    'ponnu',
  ],
  telugu: [
    'abbai',
    'koduku',
    'kooturu',
    'kuthuru',
    'kuturu',
    'abbayi',
    'ammayi',
    'maga\\s+bidda',
    'aada\\s+bidda',
    'aadapilla',
  ],
  malayalam: ['aan\\s*kutt[yi]', 'pen\\s*kutt[yi]', 'aan\\s*kunju', 'pen\\s*kunju', 'makan', 'makal'],
  odia: ['jhia', 'jhiya', 'puo'],
  bengali: ['chhele', 'chele', 'meye', 'meyee', 'khoka', 'khuki', 'putro', 'konna'],
  marathi: ['mulga', 'mulgi', 'mulge', 'porga', 'porgi'],
  punjabi: ['puttar', 'putt', 'munde', 'kudiyan'],
  gujarati: ['chhokro', 'chhokri', 'chokro', 'chokri', 'dikro', 'dikri'],
  kannada: ['gandu\\s+magu', 'hennu\\s+magu', 'magalu', 'huduga', 'hudugi'],
};

const allScript = Object.values(SCRIPT_WORDS).flat();
const allLatin = Object.values(LATIN_WORDS).flat();

/**
 * "will be / will be born" in each language: with one of these a child word is a prediction
 * about this pregnancy, refused in any field (names and addresses too). Words left out of the
 * bare lists because they are names (Munda, Kudi, Pua) are refused here.
 */
const SCRIPT_WILL_BE = [
  // Urdu: hoga, hogi, ho ga, aaye ga
  'ہو\\s*گا',
  'ہو\\s*گی',
  'آئے\\s*گا',
  'آئے\\s*گی',
  // Tamil: pirappan/pirappal (will be born), pirakkum, varum (will come), aagum
  'பிறப்பான்',
  'பிறப்பாள்',
  'பிறக்கும்',
  'வரும்',
  'ஆகும்',
  // Telugu: pudatadu/pudutundi (will be born), avutadu/avutundi
  'పుడతాడు',
  'పుడుతుంది',
  'పుట్టబోతున్నాడు',
  'పుట్టబోతుంది',
  'అవుతాడు',
  'అవుతుంది',
  // Malayalam: aanu (is), aakum (will be), janikkum (will be born)
  'ആണ്',
  'ആകും',
  'ജനിക്കും',
  // Odia: heba (will be)
  'ହେବ',
  'ହେବେ',
  // Bengali: hobe (will be), hochhe
  'হবে',
  'হচ্ছে',
  // Marathi: honar, hoil
  'होणार',
  'होईल',
  'होइल',
  // Punjabi: hovega, hovegi, hou
  'ਹੋਵੇਗਾ',
  'ਹੋਵੇਗੀ',
  'ਹੋਊ',
  // Gujarati: aavshe (will come), thashe (will be)
  'આવશે',
  'થશે',
  // Kannada: aagutte, aaguttade, huttutte (will be born)
  'ಆಗುತ್ತೆ',
  'ಆಗುತ್ತದೆ',
  'ಹುಟ್ಟುತ್ತೆ',
  'ಹುಟ್ಟುತ್ತದೆ',
];
const LATIN_WILL_BE = [
  'pirappan',
  'pirappal',
  'porappan',
  'pirakkum',
  'pudathadu',
  'pudatadu',
  'pudutundi',
  'avutadu',
  'aakum',
  'janikkum',
  'heba',
  'haba',
  'hobe',
  'honar',
  'hoil',
  'hovega',
  'hovegi',
  'howega',
  'howegi',
  'aavshe',
  'aavse',
  'avse',
  'thashe',
  'thase',
  'aagutte',
  'agutte',
  'huttutte',
];
/** Words too common as names to refuse bare, refused with a "will be" (Munda, Kudi, Pua, Maga). */
const NAME_LIKE_SCRIPT = ['ਮੁੰਡਾ', 'ਕੁੜੀ', 'ପୁଅ'];
const NAME_LIKE_LATIN = ['munda', 'kudi', 'pua', 'maga', 'ponnu'];

export const REGIONAL_RULES: readonly DisclosureRule[] = [
  // "மகன் பிறப்பான்", "ছেলে হবে", "mulgi honar", "munda hovega"
  {
    level: 'person',
    pattern: rx(src`${words([...allScript, ...NAME_LIKE_SCRIPT])}\s*${words(SCRIPT_WILL_BE)}`, 'gu'),
  },
  {
    level: 'person',
    pattern: rx(src`\b(?:${[...allLatin, ...NAME_LIKE_LATIN].join('|')})\s+(?:${LATIN_WILL_BE.join('|')})\b`),
  },
  { level: 'clinical', living: true, pattern: rx(src`${words(allScript)}`, 'gu') },
  { level: 'clinical', living: true, pattern: rx(src`\b(?:${allLatin.join('|')})\b`) },
];
