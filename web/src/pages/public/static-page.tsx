import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { AreaSpinner } from '../../components/ui/spinner.tsx';
import { t, useLocale } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { StaticPageEntry } from './static-pages.ts';

/** One frame for every public information page; the table in static-pages.ts drives it. */
export function StaticPage({ page }: { page: StaticPageEntry }) {
  const [, navigate] = useLocation();
  useDocumentTitle(page.title);
  const { Content } = page;
  const locale = useLocale();

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t('Skip to content')}
      </a>
      <PublicHeader>
        <Link href="/login" className={buttonClasses('ghost', 'sm')}>
          {t('Sign In')}
        </Link>
        <Link href="/signup" className={buttonClasses('primary', 'sm')}>
          {t('Sign Up')}
        </Link>
      </PublicHeader>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <BackHome kind={page.backHome} onClick={() => navigate('/')} />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t(page.title)}</h1>
        <p className="mt-4 text-lg text-slate-700">{t(page.summary)}</p>
        {page.legal && locale !== 'en' ? (
          <p className="mt-4 rounded-md bg-slate-100 px-4 py-2 text-sm text-slate-700">
            {t(
              'This translation is for your convenience; where it differs from the English text, the English text applies.',
            )}
          </p>
        ) : null}
        <div className="mt-10">
          <Suspense fallback={<AreaSpinner />}>
            <Content />
          </Suspense>
        </div>
        <div className="mt-12 border-t border-slate-200 pt-6">
          <BackHome kind={page.backHome} onClick={() => navigate('/')} />
        </div>
      </main>
    </div>
  );
}

function BackHome({ kind, onClick }: { kind: StaticPageEntry['backHome']; onClick: () => void }) {
  if (kind === 'button') {
    return (
      <Button variant="secondary" onClick={onClick}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to Home')}
      </Button>
    );
  }
  return (
    <Link href="/" className={buttonClasses('link', 'md', 'gap-1')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('Back to Home')}
    </Link>
  );
}
