import { Link } from 'wouter';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** HIPAA page: says plainly that it is a US law, what maps to it, and what we do not claim. */
export function HipaaContent() {
  return (
    <>
      <Note>
        {t(
          'HIPAA, the Health Insurance Portability and Accountability Act of 1996, is a law of the United States. It does not apply to ultrasound centres in India, and USG Clinic Portal is not HIPAA-certified: no such certification exists, and we do not sign HIPAA Business Associate Agreements. Patient data in the portal is governed by Indian law, chiefly the DPDP Act, 2023 and the PC-PNDT Act, 1994.',
        )}
      </Note>
      <Section title={t('Why this page exists')}>
        <p>
          {t(
            'Centres and doctors often ask whether the portal meets “HIPAA-style” safeguards. Below is how the Security Rule’s three kinds of safeguards map to what the portal actually does, so you can judge for yourself.',
          )}
        </p>
      </Section>
      <Section title={t('Administrative safeguards')}>
        <Facts
          rows={[
            [
              t('Access for the right people'),
              t('Each user has their own account; each centre sees only its own records.'),
            ],
            [
              t('Activity review'),
              t('An append-only audit trail of sign-ins, failed sign-ins and every change or print of a record.'),
            ],
            [
              t('Incident response'),
              t(
                'Affected centres are told without undue delay, and the Indian authorities within the times the law sets.',
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('Technical safeguards')}>
        <Facts
          rows={[
            [t('Transmission security'), t('All traffic is encrypted with HTTPS.')],
            [
              t('Encryption at rest'),
              t('Aadhaar numbers are encrypted in the database and shown masked (XXXX XXXX 1234).'),
            ],
            [
              t('Authentication'),
              t('Passwords are stored only as argon2id hashes; repeated failed sign-ins are slowed down.'),
            ],
            [
              t('Automatic log-off'),
              t('Sessions end after 30 minutes without activity and after 12 hours in any case.'),
            ],
            [
              t('Minimum necessary'),
              t('No patient data in application logs; Aadhaar is optional; no field for the sex of a foetus.'),
            ],
          ]}
        />
      </Section>
      <Section title={t('Physical safeguards')}>
        <p>
          {t(
            'The servers’ physical security is the hosting provider’s, and every plan includes automatic backups. The computers, printers and paper records in your centre remain your centre’s responsibility.',
          )}
        </p>
      </Section>
      <Section title={t('Where to read more')}>
        <p>
          {richText(
            t(
              'Our <privacy>privacy policy</privacy> and <pcpndt>PC-PNDT compliance</pcpndt> pages describe the Indian rules that actually apply.',
            ),
            {
              privacy: (text) => (
                <Link href="/privacy-policy" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
              pcpndt: (text) => (
                <Link href="/pcpndt-compliance" className={TEXT_LINK}>
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
