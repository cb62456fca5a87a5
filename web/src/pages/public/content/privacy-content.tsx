import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** Privacy and cookie policy (also served at /cookie-policy). Indian law governs: DPDP Act 2023. */
export function PrivacyContent() {
  return (
    <>
      <Section title={t('Who we are and what this covers')}>
        <p>
          {t(
            'USG Clinic Portal is software that ultrasound and imaging centres in India use to register patients, write reports, keep PC-PNDT Form F records and bill. This policy covers two kinds of data: the account data of the centre and its staff, for which we decide the purpose, and the patient data a centre enters, which we process only on that centre’s instructions.',
          )}
        </p>
        <p>
          {t(
            'Under the Digital Personal Data Protection Act, 2023 (DPDP Act) your centre is the Data Fiduciary for its patients’ data and we are its Data Processor. For your own account data, we are the Data Fiduciary.',
          )}
        </p>
      </Section>
      <Section title={t('What we collect')}>
        <Bullets
          items={[
            t(
              'Account data: names, e-mail addresses and passwords (stored only as an argon2id hash) of the people who sign in.',
            ),
            t(
              'Centre data: centre name, address, phone, e-mail, PC-PNDT registration number, logo, doctors and their registration numbers.',
            ),
            t(
              'Patient data entered by the centre: name, age, phone, address, referral, clinical history, reports, Form F records and payments. Aadhaar is optional.',
            ),
            t(
              'Billing data: plan, invoices and payment references from Razorpay. Card or UPI details go to Razorpay directly; we never see or store them.',
            ),
            t(
              'Security records: sign-in times, failed sign-ins and an audit trail of who created or changed a record.',
            ),
          ]}
        />
      </Section>
      <Section title={t('How we protect it')}>
        <Bullets
          items={[
            t('Every connection is encrypted with HTTPS.'),
            t(
              'Aadhaar numbers are encrypted at rest and shown masked (XXXX XXXX 1234); they are never written to logs.',
            ),
            t(
              'Each centre’s data is kept apart: every record belongs to one centre, and no centre can read another’s.',
            ),
            t('Sessions end after 30 minutes without activity, and after 12 hours in any case.'),
            t('Patient data never goes into our application logs.'),
          ]}
        />
      </Section>
      <Section title={t('How long we keep it')}>
        <Facts
          rows={[
            [
              t('Account and centre data'),
              t('While the subscription is active, then deleted within 90 days after termination.'),
            ],
            [
              t('PC-PNDT records'),
              t(
                'Form F, consent and declarations, reports and sonographic images of pregnant women are kept for at least 2 years from the procedure (Act s.29, Rule 9(6)), and longer while legal proceedings are pending.',
              ),
            ],
            [t('Invoices'), t('As long as Indian tax law requires us to keep them.')],
          ]}
        />
        <Note>
          {t(
            'Where the law requires a longer retention than our 90-day deletion, the legal minimum applies: PC-PNDT records are not deleted before 2 years, not even on request or after termination. Before we delete anything, your centre can export its records.',
          )}
        </Note>
      </Section>
      <Section title={t('Your rights')}>
        <p>
          {t(
            'Under the DPDP Act you may ask to see, correct or erase your personal data, withdraw consent and name a nominee. Patients should first contact the centre that scanned them, as the centre controls their records; we help the centre answer. Erasure does not apply to records the law requires us to keep.',
          )}
        </p>
      </Section>
      <Section title={t('Breaches')}>
        <p>
          {t(
            'If a breach affects your data, we tell the affected centres without undue delay and within 60 days at the latest, and we report it to the Data Protection Board of India and CERT-In within the times the law sets (the DPDP Rules ask for a detailed report to the Board within 72 hours).',
          )}
        </p>
      </Section>
      <Section title={t('Cookies and browser storage')}>
        <p>
          {t(
            'We use no advertising or tracking cookies and no third-party analytics. The portal keeps a few items in your browser’s storage: the sign-in token, and the plan you chose before signing up. Razorpay’s checkout sets its own cookies only while you pay.',
          )}
        </p>
      </Section>
      <Section title={t('Who we share it with')}>
        <p>
          {t(
            'Razorpay (payments), our hosting provider and our e-mail provider, each only for their part of the service. We do not sell data and do not use patient data for anything other than providing the portal to your centre.',
          )}
        </p>
      </Section>
      <Section title={t('Contact')}>
        <p>
          {richText(
            t('Write to <mail>{email}</mail> or use the <form>contact form</form>. We reply within 24 hours.', {
              email: SUPPORT_EMAIL,
            }),
            {
              mail: (text) => (
                <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
                  {text}
                </a>
              ),
              form: (text) => (
                <Link href="/contact" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
            },
          )}
        </p>
      </Section>
    </>
  );
}
