/**
 * Folds the ways a word can be disguised so the fetal-sex vocabulary is matched once, on plain
 * text: NFKC (full-width and mathematical letters), invisible characters removed, accents and
 * Cyrillic/Greek look-alikes folded to Latin, digits used as letters ("b0y", "g1rl") read as
 * letters, and letters spaced or dotted apart ("b o y", "g.i.r.l") joined. Case is kept (the
 * vocabulary matches case-insensitively, and the karyotype rule needs upper case).
 *
 * Every character of the result remembers the span of the original it came from, so the guard
 * can quote the writer's own words back ("Remove: "b.o.y""). Plain ASCII text, by far the most
 * common, skips the Unicode steps: every report field goes through here on every save.
 */

export interface NormalisedText {
  text: string;
  /** The original span of the folded text's characters [start, end). */
  spanOf: (start: number, end: number) => { from: number; to: number };
}

/** The folded text as parallel arrays: each piece of text and the original span it stands for. */
interface Folded {
  ch: string[];
  from: number[];
  to: number[];
}

/**
 * Format characters (zero-width space/joiners, soft hyphen, bidi marks, BOM), variation selectors,
 * the combining grapheme joiner and blank "letters" (Hangul fillers, braille blank) that render as
 * nothing and split a word for a regex.
 */
const INVISIBLE = /\p{Cf}|\u034F|\u115F|\u1160|\u17B4|\u17B5|[\u180B-\u180F]|\u2800|\u3164|[\uFE00-\uFE0F]|\uFFA0/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

/** Cyrillic, Greek and IPA letters that look like Latin ones (Unicode confusables, the common set), pairwise. */
const CONFUSABLE_FROM = 'авьсԁеёһіїјкӏмнорԛѕтуўхԝгпАВСЕНІЈКМОРЅТХУҮαβεηικνορτυχγΑΒΕΗΙΚΜΝΟΡΤΥΧΖɑɡɩɪʏᴏᴍʙɢʟᴀᴇıłøđħ';
const CONFUSABLE_TO = 'abbcdeehiijklmhopqstyyxwrnABCEHIJKMOPSTXYYabenikvoptuxyABEHIKMNOPTYXZagiiyombglaeilodh';
const CONFUSABLES = new Map([...CONFUSABLE_FROM].map((c, i) => [c, CONFUSABLE_TO[i] ?? c]));

/** Digits and signs written for letters inside a word ("b0y", "g1rl", "m@le", "fem4le"). */
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Anything but printable ASCII and line breaks: only such text needs the Unicode steps. */
const NOT_PLAIN = /[^\t\n\r -~]/u;
const LATIN_LETTER = /[a-z]/iu;
const WORD_CHAR = /[\p{L}\p{M}\p{N}@$!|]/u;
/** Cheap tests that say whether a step can change anything. */
// Without the 'u' flag: case-insensitive matching is much faster without it, and these run on every text.
const MAY_BE_LEET = /[a-z][0-9@$!|]|[0-9@$!|][a-z]/i;
const MAY_BE_SPELLED =
  /(?:^|[^a-z0-9'’])[a-z0-9@$!][\s.\-_*·•~+,]{1,3}[a-z0-9@$!][\s.\-_*·•~+,]{1,3}[a-z0-9@$!](?![a-z0-9])/i;

function foldClusters(text: string): Folded {
  const out: Folded = { ch: [], from: [], to: [] };
  const push = (ch: string, from: number, to: number) => {
    out.ch.push(ch);
    out.from.push(from);
    out.to.push(to);
  };
  if (!NOT_PLAIN.test(text)) {
    for (let i = 0; i < text.length; i += 1) push(text[i] as string, i, i + 1);
    return out;
  }
  // A base character with its combining marks is folded as one, so NFKC can compose Devanagari
  // nukta letters and accents can be dropped from Latin letters without touching Indic vowel signs.
  for (const cluster of text.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const from = cluster.index;
    const raw = cluster[0];
    const to = from + raw.length;
    if (raw.length === 1 && raw.charCodeAt(0) < 0x80) {
      push(raw, from, to);
      continue;
    }
    const visible = raw.replace(INVISIBLE_ALL, '');
    if (!visible) continue;
    let folded = '';
    for (const c of visible.normalize('NFKC')) folded += CONFUSABLES.get(c) ?? c;
    // Accents on a Latin letter ("bóy", "gïrl") are dropped; marks of other scripts are letters.
    const base = folded.normalize('NFD');
    const plain = LATIN_LETTER.test(base[0] ?? '') ? base.replace(/\p{M}/gu, '') : folded.normalize('NFC');
    for (const ch of plain) push(ch, from, to);
  }
  return out;
}

/** Digits and signs inside a word that starts with a letter become letters; "46,XY" and "20wks" stay. */
function unLeet(folded: Folded): void {
  const { ch } = folded;
  let i = 0;
  while (i < ch.length) {
    if (!WORD_CHAR.test(ch[i] ?? '')) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < ch.length && WORD_CHAR.test(ch[j] ?? '')) j += 1;
    // A sign that ends a word is punctuation ("boy!"), not a letter.
    let end = j;
    while (end > i && /[@$!|]/u.test(ch[end - 1] ?? '')) end -= 1;
    const word = ch.slice(i, end).join('');
    const letters = word.replace(/[^a-z]/giu, '').length;
    // An obstetric formula (G2P1L1A0) is letters with counts, not a word in disguise.
    const formula = /^(?:[gplad]\d+)+$/iu.test(word);
    if (LATIN_LETTER.test(word[0] ?? '') && letters >= 2 && !formula) {
      for (let k = i; k < end; k += 1) ch[k] = LEET[ch[k] ?? ''] ?? (ch[k] as string);
    }
    i = j;
  }
}

const SPACER = /^[\s.\-_*·•~+,]$/u;
const SINGLE = /^[a-z0-9@$!]$/iu;

/**
 * Runs of three or more single letters split by spaces, dots or dashes ("b o y", "g.i.r.l",
 * "M-A-L-E") are joined. A leading "a" or "i" stays a word of its own ("it's a b o y").
 */
function joinSpelled(folded: Folded): Folded {
  const { ch } = folded;
  const out: Folded = { ch: [], from: [], to: [] };
  const keep = (k: number, text = ch[k] as string) => {
    out.ch.push(text);
    out.from.push(folded.from[k] as number);
    out.to.push(folded.to[k] as number);
  };
  const isSingleAt = (k: number) =>
    SINGLE.test(ch[k] ?? '') &&
    (k === 0 || !/[\p{L}\p{M}\p{N}@$!|'’]/u.test(ch[k - 1] ?? '')) &&
    (k + 1 >= ch.length || !WORD_CHAR.test(ch[k + 1] ?? ''));
  let i = 0;
  while (i < ch.length) {
    if (!isSingleAt(i)) {
      keep(i);
      i += 1;
      continue;
    }
    // Collect single characters separated only by spacers.
    const letters: number[] = [i];
    let k = i + 1;
    for (;;) {
      let s = k;
      while (s < ch.length && SPACER.test(ch[s] ?? '') && s - k < 3) s += 1;
      if (s === k || s >= ch.length || !isSingleAt(s)) break;
      letters.push(s);
      k = s + 1;
    }
    const realLetters = letters.filter((n) => LATIN_LETTER.test(ch[n] ?? '')).length;
    const first = letters.length >= 4 && /^[ai]$/iu.test(ch[letters[0] as number] ?? '') ? 1 : 0;
    if (letters.length - first < 3 || realLetters < 2) {
      keep(i);
      i += 1;
      continue;
    }
    // The kept leading word and what separates it, then the joined letters.
    for (let n = i; n < (letters[first] as number); n += 1) keep(n);
    for (const n of letters.slice(first)) keep(n, LEET[ch[n] ?? ''] ?? (ch[n] as string));
    i = (letters[letters.length - 1] as number) + 1;
  }
  return out;
}

export function normaliseForGuard(text: string): NormalisedText {
  // The common case, plain text with nothing to fold, is its own folding.
  if (!NOT_PLAIN.test(text) && !MAY_BE_LEET.test(text) && !MAY_BE_SPELLED.test(text)) {
    return { text, spanOf: (start, end) => ({ from: start, to: end }) };
  }
  let folded = foldClusters(text);
  if (MAY_BE_LEET.test(text)) unLeet(folded);
  if (MAY_BE_SPELLED.test(folded.ch.join(''))) folded = joinSpelled(folded);
  const joined = folded.ch.join('');
  // Each piece is one UTF-16 unit except astral characters and NFKC expansions ("ﬁ" → "fi").
  let owner: number[] | null = null;
  const ownerOf = (index: number) => {
    if (joined.length === folded.ch.length) return index;
    if (!owner) {
      owner = [];
      for (const [n, piece] of folded.ch.entries()) for (let c = 0; c < piece.length; c += 1) owner.push(n);
    }
    return owner[index] ?? 0;
  };
  return {
    text: joined,
    spanOf: (start, end) => ({
      from: folded.from[ownerOf(start)] ?? 0,
      to: folded.to[ownerOf(Math.max(start, end - 1))] ?? 0,
    }),
  };
}
