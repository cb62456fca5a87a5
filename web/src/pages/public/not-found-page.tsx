import { Link } from 'wouter';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { t } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <p className="text-sm font-semibold text-blue-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('Page not found')}</h1>
        <p className="mt-3 text-slate-700">{t('The page you are looking for does not exist or has moved.')}</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('Go to Home')}
        </Link>
      </main>
    </div>
  );
}
