import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** Privacy and cookie policy (also served at /cookie-policy). Indian law governs: DPDP Act 2023. */
export function PrivacyContent() {
  return (
    <>
      <Section title="Who we are and what this covers">
        <p>
          USG Clinic Portal is software that ultrasound and imaging centres in India use to register patients, write
          reports, keep PC-PNDT Form F records and bill. This policy covers two kinds of data: the account data of the
          centre and its staff, for which we decide the purpose, and the patient data a centre enters, which we process
          only on that centre’s instructions.
        </p>
        <p>
          Under the Digital Personal Data Protection Act, 2023 (DPDP Act) your centre is the Data Fiduciary for its
          patients’ data and we are its Data Processor. For your own account data, we are the Data Fiduciary.
        </p>
      </Section>
      <Section title="What we collect">
        <Bullets
          items={[
            'Account data: names, e-mail addresses and passwords (stored only as an argon2id hash) of the people who sign in.',
            'Centre data: centre name, address, phone, e-mail, PC-PNDT registration number, logo, doctors and their registration numbers.',
            'Patient data entered by the centre: name, age, phone, address, referral, clinical history, reports, Form F records and payments. Aadhaar is optional.',
            'Billing data: plan, invoices and payment references from Razorpay. Card or UPI details go to Razorpay directly; we never see or store them.',
            'Security records: sign-in times, failed sign-ins and an audit trail of who created or changed a record.',
          ]}
        />
      </Section>
      <Section title="How we protect it">
        <Bullets
          items={[
            'Every connection is encrypted with HTTPS.',
            'Aadhaar numbers are encrypted at rest and shown masked (XXXX XXXX 1234); they are never written to logs.',
            'Each centre’s data is kept apart: every record belongs to one centre, and no centre can read another’s.',
            'Sessions end after 30 minutes without activity, and after 12 hours in any case.',
            'Patient data never goes into our application logs.',
          ]}
        />
      </Section>
      <Section title="How long we keep it">
        <Facts
          rows={[
            [
              'Account and centre data',
              'While the subscription is active, then deleted within 90 days after termination.',
            ],
            [
              'PC-PNDT records',
              'Form F, consent and declarations, reports and sonographic images of pregnant women are kept for at least 2 years from the procedure (Act s.29, Rule 9(6)), and longer while legal proceedings are pending.',
            ],
            ['Invoices', 'As long as Indian tax law requires us to keep them.'],
          ]}
        />
        <Note>
          Where the law requires a longer retention than our 90-day deletion, the legal minimum applies: PC-PNDT records
          are not deleted before 2 years, not even on request or after termination. Before we delete anything, your
          centre can export its records.
        </Note>
      </Section>
      <Section title="Your rights">
        <p>
          Under the DPDP Act you may ask to see, correct or erase your personal data, withdraw consent and name a
          nominee. Patients should first contact the centre that scanned them, as the centre controls their records; we
          help the centre answer. Erasure does not apply to records the law requires us to keep.
        </p>
      </Section>
      <Section title="Breaches">
        <p>
          If a breach affects your data, we tell the affected centres without undue delay and within 60 days at the
          latest, and we report it to the Data Protection Board of India and CERT-In within the times the law sets (the
          DPDP Rules ask for a detailed report to the Board within 72 hours).
        </p>
      </Section>
      <Section title="Cookies and browser storage">
        <p>
          We use no advertising or tracking cookies and no third-party analytics. The portal keeps a few items in your
          browser’s storage: the sign-in token, and the plan you chose before signing up. Razorpay’s checkout sets its
          own cookies only while you pay.
        </p>
      </Section>
      <Section title="Who we share it with">
        <p>
          Razorpay (payments), our hosting provider and our e-mail provider, each only for their part of the service. We
          do not sell data and do not use patient data for anything other than providing the portal to your centre.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
            {SUPPORT_EMAIL}
          </a>{' '}
          or use the{' '}
          <Link href="/contact" className={TEXT_LINK}>
            contact form
          </Link>
          . We reply within 24 hours.
        </p>
      </Section>
    </>
  );
}
