import { Mail, Phone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { PORTAL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../core/brand.ts';
import { msg, t } from '../../lib/i18n.ts';

const LINK_GROUPS = [
  {
    title: msg('Product'),
    links: [
      { href: '/subscription', label: msg('Plans & Pricing') },
      { href: '/help-center', label: msg('Help Center') },
      { href: '/documentation', label: msg('Documentation') },
      { href: '/training-videos', label: msg('Training Videos') },
      { href: '/system-status', label: msg('System Status') },
    ],
  },
  {
    title: msg('Compliance'),
    links: [
      { href: '/pcpndt-compliance', label: msg('PCPNDT Compliance') },
      { href: '/gdpr-compliance', label: msg('GDPR Compliance') },
      { href: '/hipaa-compliance', label: msg('HIPAA Compliance') },
      { href: '/privacy-policy', label: msg('Privacy Policy') },
    ],
  },
  {
    title: msg('Legal'),
    links: [
      { href: '/terms', label: msg('Terms & Conditions') },
      { href: '/terms-of-service', label: msg('Terms of Service') },
      { href: '/refund', label: msg('Refund Policy') },
      { href: '/shipping', label: msg('Shipping Policy') },
    ],
  },
] as const;

const LINK_CLASSES = 'rounded text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

/**
 * The landing page is prerendered at build time, so its HTML carries the build's year. Hydration
 * keeps that text (a mismatch would be reported as an error), then the span is remounted with
 * this browser's year, which differs only after a new year or across time zones.
 */
function CopyrightYear() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <span key={hydrated ? 'browser' : 'build'} suppressHydrationWarning>
      {new Date().getFullYear()}
    </span>
  );
}

export function LandingFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-4">
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`}>
            <h2 id={`footer-${group.title}`} className="text-sm font-semibold text-white">
              {t(group.title)}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={LINK_CLASSES}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 sm:col-span-1">
          <h2 className="text-sm font-semibold text-white">{t('Contact')}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <Link href="/contact" className={LINK_CLASSES}>
                {t('Contact Us')}
              </Link>
            </li>
            <li>
              <a
                href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`}
                className={`inline-flex items-center gap-2 ${LINK_CLASSES}`}
              >
                <Phone aria-hidden="true" className="size-4" />
                {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className={`inline-flex items-center gap-2 break-all ${LINK_CLASSES}`}
              >
                <Mail aria-hidden="true" className="size-4" />
                {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-400 sm:px-6">
          © <CopyrightYear /> {PORTAL_NAME}. {t('All rights reserved.')}
        </p>
      </div>
    </footer>
  );
}
