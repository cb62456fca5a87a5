import { Link } from 'wouter';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';

/** The shorter terms page of spec §2.1; the full text is /terms. */
export function TermsOfServiceContent() {
  return (
    <>
      <Section title="In short">
        <Bullets
          items={[
            'The portal is for ultrasound and imaging centres registered under the PC-PNDT Act, 1994, and their staff.',
            'You get a 5-day free trial; after that, plans are billed monthly in advance, GST included.',
            'Nothing renews without your payment; we remind you 7 days and 1 day before the renewal date.',
            'Your data is yours. PC-PNDT records are kept for at least 2 years, as the law requires.',
            'Never use the portal to determine or disclose the sex of a foetus. Doing so ends your account at once.',
            'We aim for 99.9% uptime and answer support e-mails within 24 hours.',
            'Indian law applies; the courts of Gurugram, Haryana have jurisdiction.',
          ]}
        />
      </Section>
      <Section title="The full text">
        <p>
          Read the complete{' '}
          <Link href="/terms" className={TEXT_LINK}>
            terms and conditions
          </Link>
          , the{' '}
          <Link href="/privacy-policy" className={TEXT_LINK}>
            privacy policy
          </Link>{' '}
          and the{' '}
          <Link href="/refund" className={TEXT_LINK}>
            refund policy
          </Link>
          . Where this summary and the full terms differ, the full terms apply.
        </p>
      </Section>
    </>
  );
}
