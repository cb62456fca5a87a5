import { describe, expect, it } from 'vitest';
import { findForbiddenControl, hasForbiddenControl, multilineText, TEXT_MESSAGES, text } from './text-rules.ts';

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
