import { describe, expect, it } from 'vitest';
import { fillTemplate, isValueMessage, templateMatcher, valueMessage, valuesIn } from './value-message.ts';

describe('valueMessage', () => {
  const wait = valueMessage('Please wait {seconds} seconds before {what}.', (seconds: number) => ({
    seconds,
    what: 'asking again',
  }));

  it('writes the English as a plain function did, and names its template', () => {
    expect(wait(30)).toBe('Please wait 30 seconds before asking again.');
    expect(wait.template).toBe('Please wait {seconds} seconds before {what}.');
    expect(isValueMessage(wait)).toBe(true);
    expect(isValueMessage((n: number) => `${n} left`)).toBe(false);
  });

  it('reads back the values a finished text was written with', () => {
    const matcher = templateMatcher(wait.template);
    expect(matcher && valuesIn(matcher, wait(45))).toEqual({ seconds: '45', what: 'asking again' });
    expect(matcher && valuesIn(matcher, 'Please wait a moment.')).toBeNull();
  });

  it('matches the whole text only, so a longer sentence is not mistaken for it', () => {
    const matcher = templateMatcher('{count} days');
    expect(matcher && valuesIn(matcher, '9 days')).toEqual({ count: '9' });
    expect(matcher && valuesIn(matcher, '9 days ago')).toBeNull();
  });

  it('has no matcher for a template without words of its own, which would claim any text', () => {
    expect(templateMatcher('{name}')).toBeNull();
    expect(templateMatcher('{ga} ({by})')).toBeNull();
    expect(templateMatcher('No placeholder here')).toBeNull();
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
