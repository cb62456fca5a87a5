import { Link } from 'wouter';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** GDPR page: an honest mapping, since the portal serves Indian centres under Indian law. */
export function GdprContent() {
  return (
    <>
      <Note>
        {t(
          'The portal is built for ultrasound centres in India and its data is governed by Indian law: the Digital Personal Data Protection Act, 2023 (DPDP Act) and the PC-PNDT Act, 1994. The EU’s General Data Protection Regulation (GDPR) applies only where a centre processes data of people in the European Union. We do not claim GDPR certification; this page shows how our practices line up with its principles.',
        )}
      </Note>
      <Section title={t('How the GDPR’s principles map to what we do')}>
        <Facts
          rows={[
            [
              t('Lawfulness and consent'),
              t('Patient consent is required at registration and recorded with who took it and when.'),
            ],
            [
              t('Purpose limitation'),
              t(
                'Patient data is used only to provide the portal to the centre that entered it. No selling, no advertising.',
              ),
            ],
            [t('Data minimisation'), t('Aadhaar is optional. There is no field for the sex of a foetus.')],
            [
              t('Accuracy'),
              t(
                'Records can be corrected; Form F corrections are amendments with a reason, so the history stays visible.',
              ),
            ],
            [
              t('Storage limitation'),
              t(
                'Data is deleted within 90 days after termination, except records the law requires us to keep: PC-PNDT records for at least 2 years.',
              ),
            ],
            [
              t('Integrity and confidentiality'),
              t(
                'HTTPS everywhere, Aadhaar encrypted at rest, each centre’s data kept apart, sessions that expire, no patient data in logs.',
              ),
            ],
            [
              t('Accountability'),
              t(
                'An append-only audit trail of sign-ins and of every change to patients, reports, Form F and payments.',
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('Rights of the people in the records')}>
        <p>
          {t(
            'Access, correction, erasure and a copy of one’s data can be requested through the centre, which controls its patients’ records; we help it answer. Erasure stops where a law requires the record to be kept.',
          )}
        </p>
      </Section>
      <Section title={t('Roles')}>
        <Bullets
          items={[
            t(
              'Your centre decides why and how patient data is processed (the controller, or Data Fiduciary under the DPDP Act).',
            ),
            t('We process it on your centre’s behalf (the processor, or Data Processor).'),
            t('Our sub-processors are Razorpay for payments, our hosting provider and our e-mail provider.'),
          ]}
        />
        <p>
          {richText(t('More in our <privacy>privacy policy</privacy>.'), {
            privacy: (text) => (
              <Link href="/privacy-policy" className={TEXT_LINK}>
                {text}
              </Link>
            ),
          })}
        </p>
      </Section>
    </>
  );
}
