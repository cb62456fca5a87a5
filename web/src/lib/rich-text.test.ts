import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { richText } from './rich-text.tsx';

const html = (content: ReactNode) => renderToStaticMarkup(createElement('p', null, content));
const link = (href: string) => (text: string) => createElement('a', { href }, text);

describe('richText', () => {
  it('puts each tagged part into its element and keeps the rest as text', () => {
    const text = 'लिखें <mail>a@b.in</mail> या <form>संपर्क फ़ॉर्म</form> भरें।';
    expect(html(richText(text, { mail: link('mailto:a@b.in'), form: link('/contact') }))).toBe(
      '<p>लिखें <a href="mailto:a@b.in">a@b.in</a> या <a href="/contact">संपर्क फ़ॉर्म</a> भरें।</p>',
    );
  });

  it('shows an unknown tag’s text without the tag, and plain text unchanged', () => {
    expect(html(richText('a <x>b</x> c', {}))).toBe('<p>a b c</p>');
    expect(html(richText('plain', {}))).toBe('<p>plain</p>');
  });
});
