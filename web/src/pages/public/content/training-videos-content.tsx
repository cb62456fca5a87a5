import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { Note, Section } from './prose.tsx';
import { matchesQuery, SearchBox } from './search-box.tsx';

interface Video {
  title: string;
  category: string;
  minutes: number;
  summary: string;
  featured?: boolean;
}

const VIDEOS: Video[] = [
  {
    title: msg('Your first day on the portal'),
    category: msg('Getting started'),
    minutes: 6,
    summary: msg('Sign-up, trial, centre details and logo.'),
    featured: true,
  },
  {
    title: msg('Registering patients with consent'),
    category: msg('Getting started'),
    minutes: 5,
    summary: msg('New Patient, optional Aadhaar, consent.'),
  },
  {
    title: msg('The 5-step report wizard'),
    category: msg('Reporting'),
    minutes: 9,
    summary: msg('Templates, findings, impression, print.'),
    featured: true,
  },
  {
    title: msg('Obstetric scans: LMP and biometry'),
    category: msg('Reporting'),
    minutes: 8,
    summary: msg('Gestational age, EDD and growth.'),
  },
  {
    title: msg('Printing on A4 with your letterhead'),
    category: msg('Reporting'),
    minutes: 4,
    summary: msg('Print layout, Save as PDF.'),
  },
  {
    title: msg('Form F from start to submission'),
    category: msg('PC-PNDT compliance'),
    minutes: 11,
    summary: msg('Sections A, B, D; indications; amendments.'),
    featured: true,
  },
  {
    title: msg('The monthly Form F register'),
    category: msg('PC-PNDT compliance'),
    minutes: 5,
    summary: msg('Print or CSV for the Appropriate Authority.'),
  },
  {
    title: msg('Patient payments and receipts'),
    category: msg('Billing'),
    minutes: 5,
    summary: msg('Recording payments in ₹, receipts.'),
  },
  {
    title: msg('Plans, Razorpay and GST invoices'),
    category: msg('Billing'),
    minutes: 4,
    summary: msg('Paying for a plan, invoices.'),
  },
];

const REQUEST_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Training request')}`;

export function TrainingVideosContent() {
  const [query, setQuery] = useState('');
  // The search reads what the visitor reads: the texts in the page's language.
  const shown = VIDEOS.filter((video) =>
    matchesQuery(`${t(video.title)} ${t(video.category)} ${t(video.summary)}`, query),
  );
  const categories = [...new Set(VIDEOS.map((video) => video.category))];

  return (
    <>
      <Note>
        {t(
          'Our onboarding team sends these walkthroughs to your staff on request, and Enterprise plans include live video onboarding. Ask for any video below, or for a session on your own workflow.',
        )}
      </Note>
      <div className="mt-8">
        <SearchBox label={t('Search training videos')} value={query} onChange={setQuery} />
      </div>
      <div className="mt-10">
        <Section title={t('Categories')}>
          <ul className="grid gap-3 sm:grid-cols-4">
            {categories.map((category) => (
              <li key={category} className="rounded-lg border border-slate-200 px-4 py-3">
                <p className="font-medium text-slate-900">{t(category)}</p>
                <p className="text-sm text-slate-600">
                  {t('{count} videos', { count: VIDEOS.filter((video) => video.category === category).length })}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={query ? t('Matching videos') : t('Featured and all videos')}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {shown.map((video) => (
              <li key={video.title} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <PlayCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {t(video.title)}
                    {video.featured ? (
                      <span className="ml-2 text-sm font-medium text-blue-800">{t('Featured')}</span>
                    ) : null}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {t(video.category)} · {t('{minutes} min', { minutes: video.minutes })}
                  </p>
                  <p className="mt-1 text-slate-700">{t(video.summary)}</p>
                </div>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <p>{t('No videos match “{query}”.', { query })}</p> : null}
        </Section>
      </div>
      <div className="mt-10">
        <a href={REQUEST_HREF} className={buttonClasses('primary', 'lg')}>
          {t('Request Training')}
        </a>
      </div>
    </>
  );
}
