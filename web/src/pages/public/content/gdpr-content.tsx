import { Link } from 'wouter';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** GDPR page: an honest mapping, since the portal serves Indian centres under Indian law. */
export function GdprContent() {
  return (
    <>
      <Note>
        The portal is built for ultrasound centres in India and its data is governed by Indian law: the Digital Personal
        Data Protection Act, 2023 (DPDP Act) and the PC-PNDT Act, 1994. The EU’s General Data Protection Regulation
        (GDPR) applies only where a centre processes data of people in the European Union. We do not claim GDPR
        certification; this page shows how our practices line up with its principles.
      </Note>
      <Section title="How the GDPR’s principles map to what we do">
        <Facts
          rows={[
            [
              'Lawfulness and consent',
              'Patient consent is required at registration and recorded with who took it and when.',
            ],
            [
              'Purpose limitation',
              'Patient data is used only to provide the portal to the centre that entered it. No selling, no advertising.',
            ],
            ['Data minimisation', 'Aadhaar is optional. There is no field for the sex of a foetus.'],
            [
              'Accuracy',
              'Records can be corrected; Form F corrections are amendments with a reason, so the history stays visible.',
            ],
            [
              'Storage limitation',
              'Data is deleted within 90 days after termination, except records the law requires us to keep: PC-PNDT records for at least 2 years.',
            ],
            [
              'Integrity and confidentiality',
              'HTTPS everywhere, Aadhaar encrypted at rest, each centre’s data kept apart, sessions that expire, no patient data in logs.',
            ],
            [
              'Accountability',
              'An append-only audit trail of sign-ins and of every change to patients, reports, Form F and payments.',
            ],
          ]}
        />
      </Section>
      <Section title="Rights of the people in the records">
        <p>
          Access, correction, erasure and a copy of one’s data can be requested through the centre, which controls its
          patients’ records; we help it answer. Erasure stops where a law requires the record to be kept.
        </p>
      </Section>
      <Section title="Roles">
        <Bullets
          items={[
            'Your centre decides why and how patient data is processed (the controller, or Data Fiduciary under the DPDP Act).',
            'We process it on your centre’s behalf (the processor, or Data Processor).',
            'Our sub-processors are Razorpay for payments, our hosting provider and our e-mail provider.',
          ]}
        />
        <p>
          More in our{' '}
          <Link href="/privacy-policy" className={TEXT_LINK}>
            privacy policy
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
