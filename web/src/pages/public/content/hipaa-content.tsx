import { Link } from 'wouter';
import { Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** HIPAA page: says plainly that it is a US law, what maps to it, and what we do not claim. */
export function HipaaContent() {
  return (
    <>
      <Note>
        HIPAA, the Health Insurance Portability and Accountability Act of 1996, is a law of the United States. It does
        not apply to ultrasound centres in India, and USG Clinic Portal is not HIPAA-certified: no such certification
        exists, and we do not sign HIPAA Business Associate Agreements. Patient data in the portal is governed by Indian
        law, chiefly the DPDP Act, 2023 and the PC-PNDT Act, 1994.
      </Note>
      <Section title="Why this page exists">
        <p>
          Centres and doctors often ask whether the portal meets “HIPAA-style” safeguards. Below is how the Security
          Rule’s three kinds of safeguards map to what the portal actually does, so you can judge for yourself.
        </p>
      </Section>
      <Section title="Administrative safeguards">
        <Facts
          rows={[
            ['Access for the right people', 'Each user has their own account; each centre sees only its own records.'],
            [
              'Activity review',
              'An append-only audit trail of sign-ins, failed sign-ins and every change or print of a record.',
            ],
            [
              'Incident response',
              'Affected centres are told without undue delay, and the Indian authorities within the times the law sets.',
            ],
          ]}
        />
      </Section>
      <Section title="Technical safeguards">
        <Facts
          rows={[
            ['Transmission security', 'All traffic is encrypted with HTTPS.'],
            ['Encryption at rest', 'Aadhaar numbers are encrypted in the database and shown masked (XXXX XXXX 1234).'],
            [
              'Authentication',
              'Passwords are stored only as argon2id hashes; repeated failed sign-ins are slowed down.',
            ],
            ['Automatic log-off', 'Sessions end after 30 minutes without activity and after 12 hours in any case.'],
            [
              'Minimum necessary',
              'No patient data in application logs; Aadhaar is optional; no field for the sex of a foetus.',
            ],
          ]}
        />
      </Section>
      <Section title="Physical safeguards">
        <p>
          The servers’ physical security is the hosting provider’s, and every plan includes automatic backups. The
          computers, printers and paper records in your centre remain your centre’s responsibility.
        </p>
      </Section>
      <Section title="Where to read more">
        <p>
          Our{' '}
          <Link href="/privacy-policy" className={TEXT_LINK}>
            privacy policy
          </Link>{' '}
          and{' '}
          <Link href="/pcpndt-compliance" className={TEXT_LINK}>
            PC-PNDT compliance
          </Link>{' '}
          pages describe the Indian rules that actually apply.
        </p>
      </Section>
    </>
  );
}
