import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { PORTAL_SUBTITLE } from '../../../../core/brand.ts';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LandingFeatures } from './landing-features.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeroPreview } from './landing-hero-preview.tsx';
import { LandingPricing } from './landing-pricing.tsx';

const FIGURES = [
  { value: '500+', label: msg('Medical centres') },
  { value: '50k+', label: msg('Reports generated') },
  { value: '99.9%', label: msg('Compliance') },
  { value: '24/7', label: msg('Support') },
] as const;

/** Public landing page (spec §2.2); kept in the entry bundle so the first paint needs no extra request. */
export function LandingPage() {
  useDocumentTitle(null);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('Skip to content')}
      </a>
      <PublicHeader>
        <nav aria-label={t('Page sections')} className="mr-2 hidden items-center gap-6 text-sm font-medium md:flex">
          <a href="#features" className="text-slate-700 hover:text-blue-700">
            {t('Features')}
          </a>
          <a href="#pricing" className="text-slate-700 hover:text-blue-700">
            {t('Pricing')}
          </a>
        </nav>
        <Link href="/login" className={buttonClasses('ghost', 'sm')}>
          {t('Sign In')}
        </Link>
        <Link href="/signup" className={buttonClasses('primary', 'sm')}>
          {t('Sign Up')}
        </Link>
      </PublicHeader>

      <main id="main" className="flex-1">
        <section aria-labelledby="hero-title" className="bg-gradient-to-b from-blue-50 to-white">
          <div className="mx-auto max-w-6xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20 sm:pb-16">
            <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr]">
              <div>
                <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-blue-800 ring-1 ring-blue-200">
                  <ShieldCheck aria-hidden="true" className="size-4" />
                  {t(PORTAL_SUBTITLE)}
                </p>
                <h1
                  id="hero-title"
                  className="mt-5 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl sm:leading-tight"
                >
                  {t('Ultrasound reports and PCPNDT compliance, in one portal')}
                </h1>
                <p className="mt-5 max-w-2xl text-lg text-slate-700">
                  {t(
                    'Register patients, write branded reports, keep Form F in order and manage billing for one centre or many, built for imaging centres across India.',
                  )}
                </p>
                <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                  <Link href="/signup" className={buttonClasses('primary', 'lg')}>
                    {t('Start Free Trial')}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <Link href="/login" className={buttonClasses('secondary', 'lg')}>
                    {t('Sign In')}
                  </Link>
                </div>
                <p className="mt-4 text-sm text-slate-600">{t('5-day free trial. Plans from ₹600 a month.')}</p>
              </div>
              <LandingHeroPreview />
            </div>

            <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
              {FIGURES.map((figure) => (
                <div
                  key={figure.label}
                  className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 text-center shadow-sm"
                >
                  <dt className="text-sm text-slate-600">{t(figure.label)}</dt>
                  <dd className="order-first text-2xl font-bold text-blue-700">{figure.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <LandingFeatures />
        <LandingPricing />
      </main>

      <LandingFooter />
    </div>
  );
}
