import { msg } from '../../../lib/i18n.ts';

/** The help centre's static articles (spec §2.8: four categories, popular articles with view counts). */
export interface HelpArticle {
  title: string;
  answer: string;
}

export interface HelpCategory {
  name: string;
  articles: HelpArticle[];
}

export const HELP_CATEGORIES: HelpCategory[] = [
  {
    name: msg('Getting started'),
    articles: [
      {
        title: msg('Start your 5-day free trial'),
        answer: msg(
          'Sign up with your centre’s details and your doctor’s registration number, choose Free Trial on the last step, and the trial starts at once: 10 reports a month and 1 user for 5 days.',
        ),
      },
      {
        title: msg('Add your centre’s logo and details'),
        answer: msg(
          'Open Settings, then USG Centre Information. Upload a PNG or JPEG logo under 5 MB; it appears in the sidebar and on printed reports.',
        ),
      },
      {
        title: msg('Register your first patient'),
        answer: msg(
          'Choose New Patient in the top bar. Name, age, gender and phone are needed, and the patient’s consent must be ticked. Aadhaar is optional and is stored encrypted.',
        ),
      },
    ],
  },
  {
    name: msg('Reports'),
    articles: [
      {
        title: msg('Write a report from a template'),
        answer: msg(
          'On Reports, choose New Report and follow the five steps. Start from the normal template for the study type and change only what differs; your draft is saved as you go.',
        ),
      },
      {
        title: msg('Print a report on your letterhead'),
        answer: msg(
          'Open the report and choose Print. Reports print on A4 with your logo and details; use your browser’s “Save as PDF” to send a copy.',
        ),
      },
      {
        title: msg('Edit a finalised report'),
        answer: msg('Open it from the Reports list and choose Edit. Obstetric reports keep their PC-PNDT declaration.'),
      },
    ],
  },
  {
    name: msg('PC-PNDT and Form F'),
    articles: [
      {
        title: msg('When is a Form F created?'),
        answer: msg(
          'When you finalise an obstetric report. The Patient History page lists every Form F with what is still missing.',
        ),
      },
      {
        title: msg('Correct a submitted Form F'),
        answer: msg(
          'Submitted records are never deleted. Choose Amend, give the reason, and the change is kept with your name and the time.',
        ),
      },
      {
        title: msg('Export the monthly register'),
        answer: msg(
          'Patient History has the monthly register: print it or download CSV for your Appropriate Authority, due by the 5th of the next month.',
        ),
      },
    ],
  },
  {
    name: msg('Billing and account'),
    articles: [
      {
        title: msg('Pay for a plan with Razorpay'),
        answer: msg(
          'Open Billing & Plans and choose a plan. Pay by card, UPI or net banking in Razorpay’s checkout; the plan is active as soon as the payment is confirmed.',
        ),
      },
      {
        title: msg('Download a GST invoice'),
        answer: msg('Billing & Plans, Invoices: each payment has a GST invoice you can print or save as PDF.'),
      },
      {
        title: msg('Change your password'),
        answer: msg(
          'Settings, Change Password. Enter the current one and the new one twice; other sessions are signed out.',
        ),
      },
    ],
  },
];

/** Static sample figures (spec §9), shown as such. */
export const POPULAR_ARTICLES: { title: string; views: number }[] = [
  { title: msg('When is a Form F created?'), views: 2480 },
  { title: msg('Write a report from a template'), views: 1935 },
  { title: msg('Print a report on your letterhead'), views: 1610 },
  { title: msg('Pay for a plan with Razorpay'), views: 1204 },
];
