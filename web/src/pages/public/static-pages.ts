import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../core/brand.ts';

/**
 * The public information pages of spec §2.1 with every alias. Their full content belongs to a
 * later issue; until then each shows its title and a one-sentence summary.
 */
export interface StaticPageEntry {
  paths: readonly string[];
  title: string;
  summary: string;
  /** The shipping policy uses a button back home; the other pages use a link (spec §2.8). */
  backHome: 'link' | 'button';
}

export const STATIC_PAGES: readonly StaticPageEntry[] = [
  {
    paths: ['/contact'],
    title: 'Contact Us',
    summary: `Call ${SUPPORT_PHONE} or write to ${SUPPORT_EMAIL}; we reply to every e-mail within 24 hours.`,
    backHome: 'link',
  },
  {
    paths: ['/privacy-policy', '/cookie-policy', '/privacy'],
    title: 'Privacy Policy',
    summary: 'How we collect, use and protect the data of your centre and its patients, including the cookies we use.',
    backHome: 'link',
  },
  {
    paths: ['/terms-and-conditions', '/terms-conditions', '/terms'],
    title: 'Terms and Conditions',
    summary: 'The terms for using the portal, including the 5-day free trial and the monthly subscription plans.',
    backHome: 'link',
  },
  {
    paths: ['/terms-of-service'],
    title: 'Terms of Service',
    summary: 'A short summary of the rules every centre agrees to when it uses the portal.',
    backHome: 'link',
  },
  {
    paths: ['/cancellation-refunds', '/refund', '/refunds'],
    title: 'Cancellation and Refunds',
    summary: 'How to cancel a monthly subscription and when a refund applies.',
    backHome: 'link',
  },
  {
    paths: ['/help-center', '/help'],
    title: 'Help Center',
    summary: 'Answers to common questions about patients, reports, Form F and billing.',
    backHome: 'link',
  },
  {
    paths: ['/documentation', '/docs'],
    title: 'Documentation',
    summary: 'Step-by-step guides for setting up your centre and using every part of the portal.',
    backHome: 'link',
  },
  {
    paths: ['/training-videos', '/training'],
    title: 'Training Videos',
    summary: 'Short videos that walk your staff through registration, reporting and compliance.',
    backHome: 'link',
  },
  {
    paths: ['/system-status', '/status'],
    title: 'System Status',
    summary: 'The current availability of the portal’s services and any scheduled maintenance.',
    backHome: 'link',
  },
  {
    paths: ['/gdpr-compliance', '/gdpr'],
    title: 'GDPR Compliance',
    summary: 'How the portal handles personal data in line with the GDPR’s data-protection principles.',
    backHome: 'link',
  },
  {
    paths: ['/hipaa-compliance', '/hipaa'],
    title: 'HIPAA Compliance',
    summary: 'The administrative, technical and physical safeguards that protect patient health information.',
    backHome: 'link',
  },
  {
    paths: ['/pcpndt-compliance', '/pcpndt-act-compliance'],
    title: 'PCPNDT Act Compliance',
    summary: 'How the portal helps your centre keep Form F records and declarations as the PC-PNDT Act requires.',
    backHome: 'link',
  },
  {
    paths: ['/shipping-policy', '/shipping'],
    title: 'Shipping Policy',
    summary: 'The portal is an online service: nothing is shipped, and access starts as soon as your account is ready.',
    backHome: 'button',
  },
];
