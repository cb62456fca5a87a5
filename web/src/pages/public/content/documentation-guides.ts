/** The documentation's guides (spec §2.8: six categories, each guide with a level and reading time). */
export type GuideLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export interface Guide {
  title: string;
  level: GuideLevel;
  minutes: number;
  steps: string[];
}

export interface GuideCategory {
  name: string;
  guides: Guide[];
}

export const GUIDE_CATEGORIES: GuideCategory[] = [
  {
    name: 'Setting up your centre',
    guides: [
      {
        title: 'Sign up and start the trial',
        level: 'Beginner',
        minutes: 4,
        steps: [
          'Enter your name, e-mail and a password of at least 8 characters.',
          'Enter the centre’s name, address, phone, e-mail and PC-PNDT registration number.',
          'Add the reporting doctor with qualification and registration number.',
          'Choose Free Trial and accept the terms and privacy policy.',
        ],
      },
      {
        title: 'Centre details and logo',
        level: 'Beginner',
        minutes: 3,
        steps: ['Settings → USG Centre Information → Edit.', 'Upload a PNG or JPEG logo under 5 MB.', 'Save.'],
      },
    ],
  },
  {
    name: 'Patients',
    guides: [
      {
        title: 'Register a patient with consent',
        level: 'Beginner',
        minutes: 5,
        steps: [
          'Choose New Patient.',
          'Fill name, age, gender and phone; add the referring doctor if any.',
          'Aadhaar is optional; it is encrypted and shown masked.',
          'Tick the patient’s consent (DPDP Act 2023) and save.',
        ],
      },
      {
        title: 'Find a patient quickly',
        level: 'Beginner',
        minutes: 2,
        steps: ['Patients → search by name, patient id or phone.', 'Open the row to see visits and reports.'],
      },
    ],
  },
  {
    name: 'Reports',
    guides: [
      {
        title: 'The 5-step report wizard',
        level: 'Intermediate',
        minutes: 8,
        steps: [
          'Pick the patient and the study type.',
          'Start from the normal template and edit only what differs.',
          'For obstetric scans, enter LMP and biometry; gestational age and EDD are calculated.',
          'Review, then finalise and print.',
        ],
      },
      {
        title: 'Print and share a report',
        level: 'Beginner',
        minutes: 3,
        steps: ['Open the report → Print.', 'Use A4 paper; choose “Save as PDF” in the print dialog for a file.'],
      },
    ],
  },
  {
    name: 'PC-PNDT and Form F',
    guides: [
      {
        title: 'Complete a Form F',
        level: 'Intermediate',
        minutes: 10,
        steps: [
          'Finalise the obstetric report; the Form F record is created.',
          'Fill what the checklist shows as missing: referral, indications (i to xxiii), declarations.',
          'Submit. Later changes are amendments with a reason.',
        ],
      },
      {
        title: 'Monthly report to the Appropriate Authority',
        level: 'Advanced',
        minutes: 6,
        steps: [
          'Patient History → monthly register → choose the month.',
          'Print it or download CSV.',
          'Submit by the 5th of the following month, online where your state has a Form F portal.',
        ],
      },
    ],
  },
  {
    name: 'Payments and billing',
    guides: [
      {
        title: 'Record a patient payment',
        level: 'Beginner',
        minutes: 4,
        steps: ['Payments → New Payment.', 'Choose the patient, amount in ₹ and mode.', 'Print the receipt.'],
      },
      {
        title: 'Pay for your plan and get the GST invoice',
        level: 'Beginner',
        minutes: 4,
        steps: ['Billing & Plans → Plans → choose a plan.', 'Pay in Razorpay’s checkout.', 'Invoices → print or save.'],
      },
    ],
  },
  {
    name: 'Security and account',
    guides: [
      {
        title: 'Passwords and sessions',
        level: 'Intermediate',
        minutes: 4,
        steps: [
          'Settings → Change Password.',
          'Sessions end after 30 minutes without activity; you are warned 5 minutes before.',
          'Sign Out on shared computers.',
        ],
      },
    ],
  },
];
