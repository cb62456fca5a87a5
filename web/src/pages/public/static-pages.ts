import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../../app/lazy-named.ts';
import { msg } from '../../lib/i18n.ts';

/**
 * The public information pages of spec §2.1 with every alias. The table stays in the entry
 * bundle (the router needs the paths); each page's body is its own chunk, loaded on visit.
 */
export interface StaticPageEntry {
  paths: readonly string[];
  title: string;
  /** The lead paragraph under the title. */
  summary: string;
  /** The shipping policy uses a button back home; the other pages use a link (spec §2.8). */
  backHome: 'link' | 'button';
  /** A policy page: in another language it says that its English text is the one that binds. */
  legal?: boolean;
  Content: LazyExoticComponent<ComponentType>;
}

export const STATIC_PAGES: readonly StaticPageEntry[] = [
  {
    paths: ['/contact'],
    title: msg('Contact Us'),
    summary: msg(
      'Questions about the portal, your subscription or PC-PNDT record keeping? Call, write or send a message.',
    ),
    backHome: 'link',
    Content: lazyNamed(() => import('./content/contact-content.tsx').then((m) => m.ContactContent)),
  },
  {
    paths: ['/privacy-policy', '/cookie-policy', '/privacy'],
    title: msg('Privacy Policy'),
    summary: msg(
      'How we collect, use, protect and keep the data of your centre and its patients, and the cookies we use.',
    ),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/privacy-content.tsx').then((m) => m.PrivacyContent)),
  },
  {
    paths: ['/terms-and-conditions', '/terms-conditions', '/terms'],
    title: msg('Terms and Conditions'),
    summary: msg(
      'The agreement between your centre and us for using the portal, its free trial and its monthly plans.',
    ),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/terms-content.tsx').then((m) => m.TermsContent)),
  },
  {
    paths: ['/terms-of-service'],
    title: msg('Terms of Service'),
    summary: msg('The short version: what we provide, what your centre is responsible for, and how billing works.'),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/terms-of-service-content.tsx').then((m) => m.TermsOfServiceContent)),
  },
  {
    paths: ['/cancellation-refunds', '/refund', '/refunds'],
    title: msg('Cancellation and Refunds'),
    summary: msg('How to cancel a monthly subscription, when a refund applies and how long each step takes.'),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/refunds-content.tsx').then((m) => m.RefundsContent)),
  },
  {
    paths: ['/help-center', '/help'],
    title: msg('Help Center'),
    summary: msg('Answers to common questions about patients, reports, Form F, billing and your account.'),
    backHome: 'link',
    Content: lazyNamed(() => import('./content/help-center-content.tsx').then((m) => m.HelpCenterContent)),
  },
  {
    paths: ['/documentation', '/docs'],
    title: msg('Documentation'),
    summary: msg('Step-by-step guides for setting up your centre and using every part of the portal.'),
    backHome: 'link',
    Content: lazyNamed(() => import('./content/documentation-content.tsx').then((m) => m.DocumentationContent)),
  },
  {
    paths: ['/training-videos', '/training'],
    title: msg('Training Videos'),
    summary: msg('Short walkthroughs for doctors and front-desk staff, and live training sessions on request.'),
    backHome: 'link',
    Content: lazyNamed(() => import('./content/training-videos-content.tsx').then((m) => m.TrainingVideosContent)),
  },
  {
    paths: ['/system-status', '/status'],
    title: msg('System Status'),
    summary: msg('The state of the portal’s services, incidents and scheduled maintenance, as posted by our team.'),
    backHome: 'link',
    Content: lazyNamed(() => import('./content/system-status-content.tsx').then((m) => m.SystemStatusContent)),
  },
  {
    paths: ['/gdpr-compliance', '/gdpr'],
    title: msg('GDPR Compliance'),
    summary: msg('How the portal’s data practices line up with the GDPR’s principles, and why Indian law governs.'),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/gdpr-content.tsx').then((m) => m.GdprContent)),
  },
  {
    paths: ['/hipaa-compliance', '/hipaa'],
    title: msg('HIPAA Compliance'),
    summary: msg(
      'HIPAA is a United States law. Here is what it asks for, what we do that maps to it, and what we do not claim.',
    ),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/hipaa-content.tsx').then((m) => m.HipaaContent)),
  },
  {
    paths: ['/pcpndt-compliance', '/pcpndt-act-compliance'],
    title: msg('PCPNDT Act Compliance'),
    summary: msg(
      'How the portal helps your centre keep Form F, declarations and records as the PC-PNDT Act, 1994 and its Rules require.',
    ),
    backHome: 'link',
    legal: true,
    Content: lazyNamed(() => import('./content/pcpndt-content.tsx').then((m) => m.PcpndtContent)),
  },
  {
    paths: ['/shipping-policy', '/shipping'],
    title: msg('Shipping Policy'),
    summary: msg(
      'The portal is an online service: nothing is shipped, and access starts as soon as your account is ready.',
    ),
    backHome: 'button',
    legal: true,
    Content: lazyNamed(() => import('./content/shipping-content.tsx').then((m) => m.ShippingContent)),
  },
];
