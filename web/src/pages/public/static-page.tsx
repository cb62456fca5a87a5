import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { StaticPageEntry } from './static-pages.ts';

/** One component for every public information page; the table in static-pages.ts drives it. */
export function StaticPage({ page }: { page: StaticPageEntry }) {
  const [, navigate] = useLocation();
  useDocumentTitle(page.title);

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <Link href="/login" className={buttonClasses('secondary', 'sm')}>
          Sign In
        </Link>
      </PublicHeader>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{page.summary}</p>
        <div className="mt-8">
          {page.backHome === 'button' ? (
            <Button variant="secondary" onClick={() => navigate('/')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Home
            </Button>
          ) : (
            <Link href="/" className={buttonClasses('link', 'md', 'gap-1')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Home
            </Link>
          )}
        </div>
      </main>
    </div>
  );
}
