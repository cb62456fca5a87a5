import { describe, expect, it } from 'vitest';
import {
  findBrokenText,
  findForbiddenControl,
  hasForbiddenControl,
  hasLoneSurrogate,
  multilineText,
  TEXT_MESSAGES,
  text,
} from './text-rules.ts';

describe('the text rule', () => {
  it('refuses NUL and every other C0 control in one-line text', () => {
    for (let code = 0; code < 0x20; code += 1) {
      expect(hasForbiddenControl(`a${String.fromCharCode(code)}b`, { multiline: false })).toBe(true);
    }
    expect(hasForbiddenControl('Lakshmi Reddy, ₹1,200 — नमस्ते', { multiline: false })).toBe(false);
  });

  it('keeps tab, line feed and carriage return in multi-line text only', () => {
    expect(hasForbiddenControl('line 1\r\n\tline 2', { multiline: true })).toBe(false);
    expect(hasForbiddenControl('a\u0000b', { multiline: true })).toBe(true);
    expect(hasForbiddenControl('a\u001bb', { multiline: true })).toBe(true);
    expect(hasForbiddenControl('a\u000bb', { multiline: true })).toBe(true);
  });

  it('reports the rule, not a later pattern message', () => {
    const schema = text({ error: 'Name is required' })
      .trim()
      .regex(/^[a-z]+$/, 'only letters');
    const result = schema.safeParse('ab\u0000c');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([TEXT_MESSAGES.controlCharacters]);
    expect(schema.parse(' abc ')).toBe('abc');
    expect(multilineText().safeParse('a\nb').success).toBe(true);
    expect(text().safeParse('a\nb').success).toBe(false);
  });

  it('finds a control character anywhere in a request, keys included', () => {
    expect(findForbiddenControl({ a: ['x', { b: 'y\u0000' }] })).toBe('a.1.b');
    expect(findForbiddenControl({ 'k\u0000': 'v' })).toBe('k\u0000');
    expect(findForbiddenControl('\u0000')).toBe('body');
    expect(findForbiddenControl({ a: 'line\nnext', n: 1, z: null })).toBeNull();
  });
});

describe('the text rule against broken and direction-changing text (issue 28)', () => {
  it('refuses a lone surrogate, high or low, and keeps pairs (emoji)', () => {
    for (const bad of ['\ud800', 'a\ud800b', 'a\udc00', '\udc00\ud800', 'x\ud83d']) {
      expect(hasLoneSurrogate(bad), JSON.stringify(bad)).toBe(true);
      expect(text().safeParse(bad).error?.issues[0]?.message).toBe(TEXT_MESSAGES.invalidText);
      expect(multilineText().safeParse(bad).error?.issues[0]?.message).toBe(TEXT_MESSAGES.invalidText);
    }
    expect(hasLoneSurrogate('Smile 😀 नमस्ते')).toBe(false);
    expect(findBrokenText({ findings: { liver: 'ok\ud800' } })).toEqual({
      field: 'findings.liver',
      message: TEXT_MESSAGES.invalidText,
    });
    expect(findBrokenText({ 'k\udfff': 'v' })?.field).toBe('k\udfff');
  });

  it('refuses bidi embeddings, overrides and isolates in one-line text, not in multi-line text', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `Sharma Clinic ${String.fromCharCode(code)}cipsoH`;
      expect(text().safeParse(value).error?.issues[0]?.message).toBe(TEXT_MESSAGES.directionControls);
    }
    expect(text().safeParse('Sharma Clinic \u200e').success).toBe(true);
    expect(multilineText().safeParse('Liver \u202e normal').success).toBe(true);
  });
});
