import { Link } from 'wouter';
import { PORTAL_NAME } from '../../../../core/brand.ts';

/** The portal's logo and name, linking home. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={`inline-flex items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${className ?? ''}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path
          d="M8 17c2.5-6 13.5-6 16 0M11 21c1.8-3.4 8.2-3.4 10 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="16" cy="24" r="1.8" fill="#fff" />
      </svg>
      <span>{PORTAL_NAME}</span>
    </Link>
  );
}
