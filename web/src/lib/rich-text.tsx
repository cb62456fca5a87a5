import { Fragment, type ReactNode } from 'react';

/**
 * Fills a translated sentence's tagged parts with elements (issue 34): links sit inside a sentence
 * whose word order differs between languages, so the sentence is one message and the link's text
 * is marked in it: t('Write to us or use the <form>contact form</form>.') with
 * { form: (text) => <Link href="/contact">{text}</Link> }. Text outside tags stays plain.
 */
export function richText(text: string, parts: Readonly<Record<string, (inner: string) => ReactNode>>): ReactNode {
  const pieces: ReactNode[] = [];
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    if (match.index > last) pieces.push(text.slice(last, match.index));
    const render = parts[name];
    pieces.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) pieces.push(text.slice(last));
  return pieces;
}
