import { useState } from 'react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../../core/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { HELP_CATEGORIES, POPULAR_ARTICLES } from './help-articles.ts';
import { Section, TEXT_LINK } from './prose.tsx';
import { matchesQuery, SearchBox } from './search-box.tsx';

const NUMBER = new Intl.NumberFormat('en-IN');

export function HelpCenterContent() {
  const [query, setQuery] = useState('');
  // The search reads what the visitor reads: the texts in the page's language.
  const categories = HELP_CATEGORIES.map((category) => ({
    name: t(category.name),
    articles: category.articles
      .map((a) => ({ title: t(a.title), answer: t(a.answer) }))
      .filter((a) => matchesQuery(`${t(category.name)} ${a.title} ${a.answer}`, query)),
  })).filter((category) => category.articles.length > 0);

  return (
    <>
      <SearchBox label={t('Search help articles')} value={query} onChange={setQuery} />
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {categories.map((category) => (
          <section key={category.name} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-slate-900">{category.name}</h2>
            <div className="mt-3 space-y-2">
              {category.articles.map((article) => (
                <details key={article.title} className="group rounded-md bg-slate-50 px-3 py-2">
                  <summary className="cursor-pointer font-medium text-slate-900 marker:text-blue-700">
                    {article.title}
                  </summary>
                  <p className="mt-2 text-slate-700">{article.answer}</p>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      {categories.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t('No articles match “{query}”. Try another word, or ask us below.', { query })}
        </p>
      ) : null}
      <div className="mt-10">
        <Section title={t('Popular articles')}>
          <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {POPULAR_ARTICLES.map((article) => (
              <li key={article.title} className="flex items-center justify-between gap-4 px-4 py-3">
                <span className="text-slate-900">{t(article.title)}</span>
                <span className="shrink-0 text-sm text-slate-600">
                  {t('{count} views', { count: NUMBER.format(article.views) })}
                </span>
              </li>
            ))}
          </ol>
          <p className="text-sm text-slate-600">{t('View counts are illustrative.')}</p>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={t('Still need help?')}>
          <p>
            {richText(
              t(
                'Write to <mail>{email}</mail>, call {phone} (Professional and Enterprise plans), or <form>send us a message</form>. We reply within 24 hours.',
                { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE },
              ),
              {
                mail: (text) => (
                  <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
                    {text}
                  </a>
                ),
                form: (text) => (
                  <Link href="/contact" className={TEXT_LINK}>
                    {text}
                  </Link>
                ),
              },
            )}
          </p>
        </Section>
      </div>
    </>
  );
}
