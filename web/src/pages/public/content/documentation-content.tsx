import { Download } from 'lucide-react';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { GUIDE_CATEGORIES, type GuideLevel } from './documentation-guides.ts';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';
import { downloadText, QUICK_DOWNLOADS } from './quick-downloads.ts';

const LEVEL_TONE: Record<GuideLevel, BadgeTone> = { Beginner: 'green', Intermediate: 'blue', Advanced: 'amber' };
const LEVEL_LABEL: Record<GuideLevel, string> = {
  Beginner: msg('Beginner'),
  Intermediate: msg('Intermediate'),
  Advanced: msg('Advanced'),
};

export function DocumentationContent() {
  return (
    <>
      <Section title={t('Quick downloads')}>
        <div className="flex flex-wrap gap-3">
          {QUICK_DOWNLOADS.map((download) => (
            <Button key={download.fileName} variant="secondary" onClick={() => downloadText(download)}>
              <Download aria-hidden="true" className="size-4" />
              {t(download.label)}
            </Button>
          ))}
        </div>
      </Section>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {GUIDE_CATEGORIES.map((category) => (
          <section key={category.name} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-slate-900">{t(category.name)}</h2>
            <div className="mt-3 space-y-2">
              {category.guides.map((guide) => (
                <details key={guide.title} className="rounded-md bg-slate-50 px-3 py-2">
                  <summary className="cursor-pointer font-medium text-slate-900 marker:text-blue-700">
                    {t(guide.title)}
                    <span className="ml-2 inline-flex gap-2 align-middle">
                      <Badge tone={LEVEL_TONE[guide.level]}>{t(LEVEL_LABEL[guide.level])}</Badge>
                      <span className="text-sm font-normal text-slate-600">
                        {t('{minutes} min read', { minutes: guide.minutes })}
                      </span>
                    </span>
                  </summary>
                  <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-700">
                    {guide.steps.map((step) => (
                      <li key={step}>{t(step)}</li>
                    ))}
                  </ol>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
      <div className="mt-10">
        <Section title={t('Video tutorials')}>
          <p>
            {richText(
              t(
                'Short walkthroughs of registration, reporting and Form F are listed on <videos>Training Videos</videos>, where you can also ask for a live session for your staff.',
              ),
              {
                videos: (text) => (
                  <Link href="/training-videos" className={TEXT_LINK}>
                    {text}
                  </Link>
                ),
              },
            )}
          </p>
        </Section>
      </div>
      <div className="mt-10">
        <Section title={t('Frequently asked questions')}>
          <Bullets
            items={[
              <Link key="f" href="/help-center" className={TEXT_LINK}>
                {t('When is a Form F created, and how do I correct one?')}
              </Link>,
              <Link key="r" href="/refund" className={TEXT_LINK}>
                {t('How do cancellations and refunds work?')}
              </Link>,
              <Link key="p" href="/pcpndt-compliance" className={TEXT_LINK}>
                {t('What does the portal do for PC-PNDT compliance?')}
              </Link>,
              <Link key="s" href="/privacy-policy" className={TEXT_LINK}>
                {t('How long is patient data kept?')}
              </Link>,
            ]}
          />
        </Section>
      </div>
    </>
  );
}
