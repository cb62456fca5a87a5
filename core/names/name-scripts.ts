/**
 * Search in two scripts (issue 34 item 6): a name registered as "प्रिया शर्मा" is found by "priya"
 * and "Priya Sharma" by "प्रिया". Nothing is stored twice: at search time each typed word becomes a
 * regular expression that also matches the ways the word is spelt in the other script. Spelling
 * between the scripts is loose (ि or ी for "i", "ee" or "i" for ी, an inherent vowel written or
 * dropped, व as "v" or "w"), so the expressions allow the common variants rather than inventing
 * one "correct" transliteration. They use only groups, alternation, "?" and literal letters, which
 * JavaScript and PostgreSQL's regular expressions read alike (and pg_trgm can index).
 */

const VIRAMA = '\u094d';
const NUKTA = '\u093c';

/** Consonants of Devanagari and how they are written in Latin letters (nukta forms separately). */
const CONSONANT_LATIN: Record<string, string[]> = {
  क: ['k', 'c', 'q'],
  ख: ['kh'],
  ग: ['g'],
  घ: ['gh'],
  ङ: ['n'],
  च: ['ch', 'c'],
  छ: ['chh', 'ch'],
  ज: ['j', 'z'],
  झ: ['jh'],
  ञ: ['n'],
  ट: ['t'],
  ठ: ['th'],
  ड: ['d'],
  ढ: ['dh'],
  ण: ['n'],
  त: ['t'],
  थ: ['th'],
  द: ['d'],
  ध: ['dh'],
  न: ['n'],
  प: ['p'],
  फ: ['ph', 'f'],
  ब: ['b'],
  भ: ['bh'],
  म: ['m'],
  य: ['y'],
  र: ['r'],
  ल: ['l'],
  व: ['v', 'w'],
  श: ['sh', 's'],
  ष: ['sh', 's'],
  स: ['s'],
  ह: ['h'],
};

/** A consonant followed by a nukta: क़ ख़ ग़ ज़ ड़ ढ़ फ़. */
const NUKTA_LATIN: Record<string, string[]> = {
  क: ['q', 'k'],
  ख: ['kh'],
  ग: ['g'],
  ज: ['z', 'j'],
  ड: ['r', 'd'],
  ढ: ['rh', 'dh'],
  फ: ['f', 'ph'],
};

/** Vowel signs (matras) after a consonant. */
const MATRA_LATIN: Record<string, string[]> = {
  '\u093e': ['aa', 'a'], // ा
  '\u093f': ['i', 'ee', 'e'], // ि
  '\u0940': ['ee', 'i', 'ea'], // ी
  '\u0941': ['u', 'oo'], // ु
  '\u0942': ['oo', 'u'], // ू
  '\u0943': ['ri', 'ru'], // ृ
  '\u0947': ['e', 'ay'], // े
  '\u0948': ['ai', 'ae', 'e'], // ै
  '\u0949': ['o'], // ॉ
  '\u094b': ['o'], // ो
  '\u094c': ['au', 'ou'], // ौ
};

/** Vowels written on their own (at the start of a word or after another vowel). */
const VOWEL_LATIN: Record<string, string[]> = {
  अ: ['a'],
  आ: ['aa', 'a'],
  इ: ['i', 'e'],
  ई: ['ee', 'i'],
  उ: ['u'],
  ऊ: ['oo', 'u'],
  ऋ: ['ri'],
  ए: ['e'],
  ऐ: ['ai', 'ae', 'e'],
  ऑ: ['o'],
  ओ: ['o'],
  औ: ['au', 'ou'],
};

/** Anusvara, chandrabindu and visarga: a nasal or breath that Latin spelling often leaves out. */
const SIGN_LATIN: Record<string, string> = {
  '\u0902': '(ng|n|m)?', // ं, "ng" before ह: सिंह is "Singh"
  '\u0901': '(n|m)?', // ँ
  '\u0903': 'h?', // ः
};

/**
 * Vowel signs that end a word are also written as these in Latin letters: रेड्डी "Reddy", चौधरी
 * "Chaudhary", पांडे "Pandey".
 */
const FINAL_MATRA_LATIN: Record<string, string[]> = {
  '\u093f': ['y'], // ि
  '\u0940': ['y'], // ी
  '\u0947': ['ey'], // े
};

/** ज्ञ (ज, virama, ञ) is said "gy" in Hindi names: ज्ञान "Gyan", प्रज्ञा "Pragya". */
const GYA = 'ज\u094dञ';
const GYA_LATIN = ['gy', 'jn', 'gn'];

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN_WORD = /^[a-z'-]+$/;

function alternatives(options: readonly string[]): string {
  return options.length === 1 ? (options[0] ?? '') : `(${options.join('|')})`;
}

/** A word typed in Devanagari as an expression matching its Latin spellings; null if not Devanagari. */
export function latinPatternOf(word: string): string | null {
  const chars = [...word.normalize('NFC')];
  if (!chars.some((c) => DEVANAGARI.test(c))) return null;
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    const consonant = CONSONANT_LATIN[c];
    if (consonant) {
      let spellings = consonant;
      if (chars.slice(i, i + 3).join('') === GYA) {
        spellings = GYA_LATIN;
        i += 2;
      } else if (chars[i + 1] === NUKTA && NUKTA_LATIN[c]) {
        spellings = NUKTA_LATIN[c];
        i += 1;
      }
      out += alternatives(spellings);
      const next = chars[i + 1] ?? '';
      const matra = MATRA_LATIN[next];
      if (next === VIRAMA) i += 1;
      else if (matra) {
        const final = i + 2 === chars.length ? (FINAL_MATRA_LATIN[next] ?? []) : [];
        out += alternatives([...matra, ...final]);
        i += 1;
      } else {
        // The inherent vowel: written ("Kavita"), dropped ("Ram", "Sharma"'s r) or as "e" ("Verma").
        out += '(a|e)?';
      }
      continue;
    }
    if (VOWEL_LATIN[c]) out += alternatives(VOWEL_LATIN[c]);
    else if (SIGN_LATIN[c]) out += SIGN_LATIN[c];
    else if (c === NUKTA || c === VIRAMA) continue;
    else if (/[\p{L}'-]/u.test(c)) out += c;
    else return null;
  }
  return out;
}

/** Latin consonant spellings, longest first, and the Devanagari consonants they stand for. */
const LATIN_CONSONANTS: [string, string[]][] = [
  ['chh', ['छ']],
  ['ksh', ['क्ष']],
  // Before ह the anusvara is said "ng" (सिंह "Singh"); before घ it is "n" (सिंघल "Singhal").
  ['ngh', ['\u0902ह', '\u0902घ', 'न्घ', 'ङ्घ']],
  ['gy', ['ज्ञ', 'ग्य']],
  // ढ़ "Garhwal" (its nukta is optional below); र when "rh" starts a word ("Rhea").
  ['rh', ['ढ', 'र्ह', 'र']],
  ['kh', ['ख']],
  ['gh', ['घ']],
  ['ch', ['च', 'छ']],
  ['jh', ['झ']],
  ['th', ['थ', 'ठ']],
  ['dh', ['ध', 'ढ']],
  ['ph', ['फ']],
  ['bh', ['भ']],
  ['sh', ['श', 'ष']],
  ['k', ['क']],
  ['c', ['क', 'च']],
  ['q', ['क']],
  ['g', ['ग']],
  ['j', ['ज']],
  ['z', ['ज']],
  ['t', ['त', 'ट']],
  ['d', ['द', 'ड']],
  ['n', ['न', 'ण', '\u0902', '\u0901']],
  ['p', ['प']],
  ['f', ['फ']],
  ['b', ['ब']],
  ['m', ['म', '\u0902', '\u0901']],
  ['y', ['य']],
  ['r', ['र', 'ड']],
  ['l', ['ल']],
  ['v', ['व']],
  ['w', ['व']],
  ['s', ['स', 'श', 'ष']],
  ['h', ['ह']],
  ['x', ['क्स', 'क्ष']],
];

/** Latin vowel spellings, longest first: [as a matra after a consonant, as a vowel on its own]. */
const LATIN_VOWELS: [string, string[], string[]][] = [
  ['aa', ['\u093e'], ['आ']],
  ['ee', ['\u0940', '\u093f'], ['ई', 'इ']],
  ['ii', ['\u0940'], ['ई']],
  ['oo', ['\u0942', '\u0941'], ['ऊ', 'उ']],
  ['uu', ['\u0942'], ['ऊ']],
  ['ai', ['\u0948', '\u0947'], ['ऐ', 'ए']],
  ['ae', ['\u0948'], ['ऐ']],
  ['au', ['\u094c'], ['औ']],
  ['ou', ['\u094c'], ['औ']],
  ['a', ['\u093e', ''], ['अ', 'आ']],
  ['i', ['\u093f', '\u0940'], ['इ', 'ई']],
  ['u', ['\u0941', '\u0942'], ['उ', 'ऊ']],
  // "e" may also be the inherent vowel ("Verma" for वर्मा).
  ['e', ['\u0947', '\u0948', '\u0940', ''], ['ए', 'ऐ']],
  ['o', ['\u094b', '\u0949', '\u094c'], ['ओ', 'औ']],
];

/**
 * A word typed in Latin letters as an expression matching its Devanagari spellings; null when it is
 * not plain Latin. Between two consonants with no vowel typed, a virama (a conjunct, "pr" of
 * प्रिया) or nothing (the inherent vowel, "sh" of शर्मा) may stand.
 */
export function devanagariPatternOf(word: string): string | null {
  const text = word.toLowerCase();
  if (!LATIN_WORD.test(text)) return null;
  let out = '';
  let afterConsonant = false;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const vocalicR = vocalicRPattern(rest, afterConsonant, i === 0);
    if (vocalicR) {
      out += vocalicR;
      afterConsonant = false;
      i += 2;
      continue;
    }
    // A final y after a consonant is a vowel (रेड्डी "Reddy"); after an e it is often silent (पांडे
    // "Pandey"); after other vowels it is य ("Vijay").
    if (rest === 'y' && afterConsonant) {
      out += `(${VIRAMA}?य|\u0940|\u093f)`;
      afterConsonant = false;
      break;
    }
    if (rest === 'y' && text[i - 1] === 'e') {
      out += 'य?';
      break;
    }
    const vowel = LATIN_VOWELS.find(([spelling]) => rest.startsWith(spelling));
    if (vowel) {
      const [spelling, matras, own] = vowel;
      if (afterConsonant) {
        const written = matras.filter((m) => m !== '');
        const group = alternatives(written);
        out += matras.includes('') ? `${written.length === 1 ? group : `(${written.join('|')})`}?` : group;
      } else out += alternatives(own);
      afterConsonant = false;
      i += spelling.length;
      continue;
    }
    const consonant = LATIN_CONSONANTS.find(([spelling]) => rest.startsWith(spelling));
    if (consonant) {
      const [spelling, letters] = consonant;
      // No vowel between this consonant and the last: a conjunct's virama, or the inherent vowel.
      if (afterConsonant) out += `${VIRAMA}?`;
      out += `${alternatives(letters)}${NUKTA}?`;
      afterConsonant = true;
      i += spelling.length;
      continue;
    }
    // An apostrophe or hyphen: no sound of its own.
    afterConsonant = false;
    i += 1;
  }
  // A word may end on a consonant with its virama written (rare in names, common in typing).
  return afterConsonant ? `${out}${VIRAMA}?` : out;
}

/**
 * "ri"/"ru" after a consonant may be the vowel sign ृ (कृष्ण "Krishna") as well as र with its
 * vowel; at the start of a word, ऋ (ऋषि "Rishi"). Null when the text does not start so.
 */
function vocalicRPattern(rest: string, afterConsonant: boolean, atStart: boolean): string | null {
  const vowel = rest.startsWith('ri') ? '(\u093f|\u0940)' : rest.startsWith('ru') ? '(\u0941|\u0942)' : null;
  if (!vowel) return null;
  if (afterConsonant) return `(\u0943|${VIRAMA}?र${vowel})`;
  return atStart && rest.startsWith('ri') ? `(ऋ|र${vowel})` : null;
}

/**
 * What one typed word of a name search matches in a lower-cased name word: the word itself anywhere
 * in it (`like`, a LIKE pattern), or its spelling in the other script: a candidate whose key
 * (nameSkeleton) holds the word's key (`skeleton`, a LIKE pattern, through its index) and that the
 * exact expression (`other`) then matches. `other` and `skeleton` are '' when the word is under
 * three letters ("pr" in Devanagari would match half the register) or its key under two.
 */
export function nameWordMatch(word: string): { like: string; skeleton: string; other: string } {
  const typed = word.toLowerCase();
  // Name words hold only letters, marks, hyphens and apostrophes: nothing LIKE reads specially.
  const like = `%${typed}%`;
  const other = [...typed].length < 3 ? null : (latinPatternOf(typed) ?? devanagariPatternOf(typed));
  const key = nameSkeleton(typed);
  return other && key.length >= 2 ? { like, skeleton: `%${key}%`, other } : { like, skeleton: '', other: '' };
}

/**
 * Both scripts reduced to one rough key, so the search can find other-script candidates through a
 * trigram index before the exact expression checks them: consonants only, in Latin letters, with
 * aspiration and the common letter swaps dropped ("priya" and प्रिया → "pry", "sharma" and शर्मा →
 * "srm"). The database computes the same key for every stored name word with the SQL function
 * `name_skeleton` (db/sql/name_skeleton.sql, checked against this one in tests/api/patient-two-scripts.test.ts).
 */
export function nameSkeleton(word: string): string {
  let text = word.normalize('NFC').toLowerCase();
  // Devanagari spellings that Latin writes with other letters become those letters first, so the
  // Latin rules below treat them as if typed. NFC leaves nukta letters (ड़) as letter + nukta.
  text = text
    .replace(/ज\u094dञ/g, 'gy') // ज्ञान "Gyan"
    .replace(/[डढ]\u093c/g, 'r') // ड़ ढ़: गढ़वाल "Garhwal"
    .replace(/[\u0943ऋ]/g, 'r') // vocalic r: कृष्ण "Krishna"
    .replace(/[\u0902\u0901](?=[पफबभम])/g, 'm') // a nasal before a labial: अंबिका "Ambika"
    .replace(/[\u0902\u0901]ह/g, 'ngh'); // before ह: सिंह "Singh"
  // Latin: an h after these consonants only marks aspiration or "sh"/"ch" (twice: "chh"; "rh" of
  // "Garhwal" too).
  for (let pass = 0; pass < 2; pass++) text = text.replace(/([kgcjtdpbsr])h/g, '$1');
  // A final y after a consonant or an e is a vowel: "Reddy" रेड्डी, "Pandey" पांडे (not "Vijay").
  text = text.replace(/([^aiou])y$/, '$1');
  text = text.replace(/x/g, 'ks');
  let out = '';
  for (const c of text) out += SKELETON_LETTER[c] ?? (/[bcdghjklmnprstvy]/.test(c) ? c : '');
  return out;
}

/** What a letter becomes in the key; anything not listed and not a kept Latin consonant is dropped. */
const SKELETON_LETTER: Record<string, string> = {
  f: 'p',
  w: 'v',
  z: 'j',
  q: 'k',
  क: 'k',
  ख: 'k',
  ग: 'g',
  घ: 'g',
  ङ: 'n',
  च: 'c',
  छ: 'c',
  ज: 'j',
  झ: 'j',
  ञ: 'n',
  ट: 't',
  ठ: 't',
  ड: 'd',
  ढ: 'd',
  ण: 'n',
  त: 't',
  थ: 't',
  द: 'd',
  ध: 'd',
  न: 'n',
  प: 'p',
  फ: 'p',
  ब: 'b',
  भ: 'b',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  व: 'v',
  श: 's',
  ष: 's',
  स: 's',
  ह: 'h',
  '\u0902': 'n',
  '\u0901': 'n',
};
