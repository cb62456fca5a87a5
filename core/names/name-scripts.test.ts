import { describe, expect, it } from 'vitest';
import { devanagariPatternOf, latinPatternOf, nameSkeleton, nameWordMatch } from './name-scripts.ts';

/** Names as registered in Devanagari and as commonly written in Latin letters. */
const NAMES: [string, string][] = [
  ['प्रिया', 'priya'],
  ['शर्मा', 'sharma'],
  ['सुनीता', 'sunita'],
  ['सुनीता', 'suneeta'],
  ['अंजलि', 'anjali'],
  ['लक्ष्मी', 'lakshmi'],
  ['कविता', 'kavita'],
  ['दीपिका', 'deepika'],
  ['पूजा', 'pooja'],
  ['पूजा', 'puja'],
  ['गुप्ता', 'gupta'],
  ['वर्मा', 'verma'],
  ['वर्मा', 'varma'],
  ['रेखा', 'rekha'],
  ['मीरा', 'meera'],
  ['आरती', 'aarti'],
  ['आरती', 'arti'],
  ['ज्योति', 'jyoti'],
  ['नेहा', 'neha'],
  ['यादव', 'yadav'],
  ['ख़ान', 'khan'],
  ['कौर', 'kaur'],
  ['ऐश्वर्या', 'aishwarya'],
  ['श्रेया', 'shreya'],
  ['पटेल', 'patel'],
  ['देवी', 'devi'],
  ['फ़ातिमा', 'fatima'],
  ['राधा', 'radha'],
  ['चौहान', 'chauhan'],
];

const matchesWhole = (pattern: string | null, word: string) =>
  pattern !== null && new RegExp(`^(${pattern})$`).test(word);

describe('a name in one script is found by its spelling in the other', () => {
  it.each(NAMES)('%s is found by "%s"', (devanagari, latin) => {
    expect(matchesWhole(devanagariPatternOf(latin), devanagari)).toBe(true);
  });
  it.each(NAMES)('"%s" (registered) is found by %s', (devanagari, latin) => {
    expect(matchesWhole(latinPatternOf(devanagari), latin)).toBe(true);
  });
  it.each(NAMES)('%s and %s share their key', (devanagari, latin) => {
    expect(nameSkeleton(devanagari)).toBe(nameSkeleton(latin));
  });
});

/** The lexicon query of the patient search (patient-search-match.ts), run on one stored word. */
function found(typed: string, stored: string): boolean {
  const match = nameWordMatch(typed);
  const like = match.like.slice(1, -1);
  if (stored.includes(like)) return true;
  if (!match.other) return false;
  return nameSkeleton(stored).includes(match.skeleton.slice(1, -1)) && new RegExp(match.other).test(stored);
}

describe('a search word finds part of a name, in either script', () => {
  it.each([
    ['priya', 'प्रियंका', true],
    ['प्रिया', 'priyanka', true],
    ['meer', 'meera', true],
    ['sharma', 'वर्मा', false],
    ['वर्मा', 'sharma', false],
    ['priya', 'pooja', false],
    ['पूजा', 'priya', false],
    // Two letters stay as typed: "pr" would otherwise find every प्र… in the register.
    ['pr', 'प्रिया', false],
  ])('%s in %s → %s', (typed, stored, expected) => {
    expect(found(typed, stored)).toBe(expected);
  });

  it('leaves a word that is neither script to plain matching', () => {
    expect(nameWordMatch("d'souza").like).toBe("%d'souza%");
    expect(latinPatternOf('meera')).toBeNull();
    expect(devanagariPatternOf('मीरा')).toBeNull();
  });
});
