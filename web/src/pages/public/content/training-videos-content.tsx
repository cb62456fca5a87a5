import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
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
    title: 'Your first day on the portal',
    category: 'Getting started',
    minutes: 6,
    summary: 'Sign-up, trial, centre details and logo.',
    featured: true,
  },
  {
    title: 'Registering patients with consent',
    category: 'Getting started',
    minutes: 5,
    summary: 'New Patient, optional Aadhaar, consent.',
  },
  {
    title: 'The 5-step report wizard',
    category: 'Reporting',
    minutes: 9,
    summary: 'Templates, findings, impression, print.',
    featured: true,
  },
  {
    title: 'Obstetric scans: LMP and biometry',
    category: 'Reporting',
    minutes: 8,
    summary: 'Gestational age, EDD and growth.',
  },
  {
    title: 'Printing on A4 with your letterhead',
    category: 'Reporting',
    minutes: 4,
    summary: 'Print layout, Save as PDF.',
  },
  {
    title: 'Form F from start to submission',
    category: 'PC-PNDT compliance',
    minutes: 11,
    summary: 'Sections A, B, D; indications; amendments.',
    featured: true,
  },
  {
    title: 'The monthly Form F register',
    category: 'PC-PNDT compliance',
    minutes: 5,
    summary: 'Print or CSV for the Appropriate Authority.',
  },
  {
    title: 'Patient payments and receipts',
    category: 'Billing',
    minutes: 5,
    summary: 'Recording payments in ₹, receipts.',
  },
  {
    title: 'Plans, Razorpay and GST invoices',
    category: 'Billing',
    minutes: 4,
    summary: 'Paying for a plan, invoices.',
  },
];

const REQUEST_HREF = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Training request')}`;

export function TrainingVideosContent() {
  const [query, setQuery] = useState('');
  const shown = VIDEOS.filter((video) => matchesQuery(`${video.title} ${video.category} ${video.summary}`, query));
  const categories = [...new Set(VIDEOS.map((video) => video.category))];

  return (
    <>
      <Note>
        Our onboarding team sends these walkthroughs to your staff on request, and Enterprise plans include live video
        onboarding. Ask for any video below, or for a session on your own workflow.
      </Note>
      <div className="mt-8">
        <SearchBox label="Search training videos" value={query} onChange={setQuery} />
      </div>
      <div className="mt-10">
        <Section title="Categories">
          <ul className="grid gap-3 sm:grid-cols-4">
            {categories.map((category) => (
              <li key={category} className="rounded-lg border border-slate-200 px-4 py-3">
                <p className="font-medium text-slate-900">{category}</p>
                <p className="text-sm text-slate-600">
                  {VIDEOS.filter((video) => video.category === category).length} videos
                </p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={query ? 'Matching videos' : 'Featured and all videos'}>
          <ul className="grid gap-4 sm:grid-cols-2">
            {shown.map((video) => (
              <li key={video.title} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <PlayCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">
                    {video.title}
                    {video.featured ? <span className="ml-2 text-sm font-medium text-blue-800">Featured</span> : null}
                  </h3>
                  <p className="text-sm text-slate-600">
                    {video.category} · {video.minutes} min
                  </p>
                  <p className="mt-1 text-slate-700">{video.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          {shown.length === 0 ? <p>No videos match “{query}”.</p> : null}
        </Section>
      </div>
      <div className="mt-10">
        <a href={REQUEST_HREF} className={buttonClasses('primary', 'lg')}>
          Request Training
        </a>
      </div>
    </>
  );
}
