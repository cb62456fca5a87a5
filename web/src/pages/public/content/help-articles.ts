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
    name: 'Getting started',
    articles: [
      {
        title: 'Start your 5-day free trial',
        answer:
          'Sign up with your centre’s details and your doctor’s registration number, choose Free Trial on the last step, and the trial starts at once: 10 reports a month and 1 user for 5 days.',
      },
      {
        title: 'Add your centre’s logo and details',
        answer:
          'Open Settings, then USG Centre Information. Upload a PNG or JPEG logo under 5 MB; it appears in the sidebar and on printed reports.',
      },
      {
        title: 'Register your first patient',
        answer:
          'Choose New Patient in the top bar. Name, age, gender and phone are needed, and the patient’s consent must be ticked. Aadhaar is optional and is stored encrypted.',
      },
    ],
  },
  {
    name: 'Reports',
    articles: [
      {
        title: 'Write a report from a template',
        answer:
          'On Reports, choose New Report and follow the five steps. Start from the normal template for the study type and change only what differs; your draft is saved as you go.',
      },
      {
        title: 'Print a report on your letterhead',
        answer:
          'Open the report and choose Print. Reports print on A4 with your logo and details; use your browser’s “Save as PDF” to send a copy.',
      },
      {
        title: 'Edit a finalised report',
        answer: 'Open it from the Reports list and choose Edit. Obstetric reports keep their PC-PNDT declaration.',
      },
    ],
  },
  {
    name: 'PC-PNDT and Form F',
    articles: [
      {
        title: 'When is a Form F created?',
        answer:
          'When you finalise an obstetric report. The Patient History page lists every Form F with what is still missing.',
      },
      {
        title: 'Correct a submitted Form F',
        answer:
          'Submitted records are never deleted. Choose Amend, give the reason, and the change is kept with your name and the time.',
      },
      {
        title: 'Export the monthly register',
        answer:
          'Patient History has the monthly register: print it or download CSV for your Appropriate Authority, due by the 5th of the next month.',
      },
    ],
  },
  {
    name: 'Billing and account',
    articles: [
      {
        title: 'Pay for a plan with Razorpay',
        answer:
          'Open Billing & Plans and choose a plan. Pay by card, UPI or net banking in Razorpay’s checkout; the plan is active as soon as the payment is confirmed.',
      },
      {
        title: 'Download a GST invoice',
        answer: 'Billing & Plans, Invoices: each payment has a GST invoice you can print or save as PDF.',
      },
      {
        title: 'Change your password',
        answer:
          'Settings, Change Password. Enter the current one and the new one twice; other sessions are signed out.',
      },
    ],
  },
];

/** Static sample figures (spec §9), shown as such. */
export const POPULAR_ARTICLES: { title: string; views: number }[] = [
  { title: 'When is a Form F created?', views: 2480 },
  { title: 'Write a report from a template', views: 1935 },
  { title: 'Print a report on your letterhead', views: 1610 },
  { title: 'Pay for a plan with Razorpay', views: 1204 },
];
