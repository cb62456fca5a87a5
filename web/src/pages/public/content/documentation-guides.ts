import { msg } from '../../../lib/i18n.ts';

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
    name: msg('Setting up your centre'),
    guides: [
      {
        title: msg('Sign up and start the trial'),
        level: 'Beginner',
        minutes: 4,
        steps: [
          msg('Enter your name, e-mail and a password of at least 8 characters.'),
          msg('Enter the centre’s name, address, phone, e-mail and PC-PNDT registration number.'),
          msg('Add the reporting doctor with qualification and registration number.'),
          msg('Choose Free Trial and accept the terms and privacy policy.'),
        ],
      },
      {
        title: msg('Centre details and logo'),
        level: 'Beginner',
        minutes: 3,
        steps: [
          msg('Settings → USG Centre Information → Edit.'),
          msg('Upload a PNG or JPEG logo under 5 MB.'),
          msg('Save.'),
        ],
      },
    ],
  },
  {
    name: msg('Patients'),
    guides: [
      {
        title: msg('Register a patient with consent'),
        level: 'Beginner',
        minutes: 5,
        steps: [
          msg('Choose New Patient.'),
          msg('Fill name, age, gender and phone; add the referring doctor if any.'),
          msg('Aadhaar is optional; it is encrypted and shown masked.'),
          msg('Tick the patient’s consent (DPDP Act 2023) and save.'),
        ],
      },
      {
        title: msg('Find a patient quickly'),
        level: 'Beginner',
        minutes: 2,
        steps: [msg('Patients → search by name, patient id or phone.'), msg('Open the row to see visits and reports.')],
      },
    ],
  },
  {
    name: msg('Reports'),
    guides: [
      {
        title: msg('The 5-step report wizard'),
        level: 'Intermediate',
        minutes: 8,
        steps: [
          msg('Pick the patient and the study type.'),
          msg('Start from the normal template and edit only what differs.'),
          msg('For obstetric scans, enter LMP and biometry; gestational age and EDD are calculated.'),
          msg('Review, then finalise and print.'),
        ],
      },
      {
        title: msg('Print and share a report'),
        level: 'Beginner',
        minutes: 3,
        steps: [
          msg('Open the report → Print.'),
          msg('Use A4 paper; choose “Save as PDF” in the print dialog for a file.'),
        ],
      },
    ],
  },
  {
    name: msg('PC-PNDT and Form F'),
    guides: [
      {
        title: msg('Complete a Form F'),
        level: 'Intermediate',
        minutes: 10,
        steps: [
          msg('Finalise the obstetric report; the Form F record is created.'),
          msg('Fill what the checklist shows as missing: referral, indications (i to xxiii), declarations.'),
          msg('Submit. Later changes are amendments with a reason.'),
        ],
      },
      {
        title: msg('Monthly report to the Appropriate Authority'),
        level: 'Advanced',
        minutes: 6,
        steps: [
          msg('Patient History → monthly register → choose the month.'),
          msg('Print it or download CSV.'),
          msg('Submit by the 5th of the following month, online where your state has a Form F portal.'),
        ],
      },
    ],
  },
  {
    name: msg('Payments and billing'),
    guides: [
      {
        title: msg('Record a patient payment'),
        level: 'Beginner',
        minutes: 4,
        steps: [
          msg('Payments → New Payment.'),
          msg('Choose the patient, amount in ₹ and mode.'),
          msg('Print the receipt.'),
        ],
      },
      {
        title: msg('Pay for your plan and get the GST invoice'),
        level: 'Beginner',
        minutes: 4,
        steps: [
          msg('Billing & Plans → Plans → choose a plan.'),
          msg('Pay in Razorpay’s checkout.'),
          msg('Invoices → print or save.'),
        ],
      },
    ],
  },
  {
    name: msg('Security and account'),
    guides: [
      {
        title: msg('Passwords and sessions'),
        level: 'Intermediate',
        minutes: 4,
        steps: [
          msg('Settings → Change Password.'),
          msg('Sessions end after 30 minutes without activity; you are warned 5 minutes before.'),
          msg('Sign Out on shared computers.'),
        ],
      },
    ],
  },
];
