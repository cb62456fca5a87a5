import { Link } from 'wouter';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';

/** The shorter terms page of spec §2.1; the full text is /terms. */
export function TermsOfServiceContent() {
  return (
    <>
      <Section title={t('In short')}>
        <Bullets
          items={[
            t(
              'The portal is for ultrasound and imaging centres registered under the PC-PNDT Act, 1994, and their staff.',
            ),
            t('You get a 5-day free trial; after that, plans are billed monthly in advance, GST included.'),
            t('Nothing renews without your payment; we remind you 7 days and 1 day before the renewal date.'),
            t('Your data is yours. PC-PNDT records are kept for at least 2 years, as the law requires.'),
            t('Never use the portal to determine or disclose the sex of a foetus. Doing so ends your account at once.'),
            t('We aim for 99.9% uptime and answer support e-mails within 24 hours.'),
            t('Indian law applies; the courts of Gurugram, Haryana have jurisdiction.'),
          ]}
        />
      </Section>
      <Section title={t('The full text')}>
        <p>
          {richText(
            t(
              'Read the complete <terms>terms and conditions</terms>, the <privacy>privacy policy</privacy> and the <refund>refund policy</refund>. Where this summary and the full terms differ, the full terms apply.',
            ),
            {
              terms: (text) => (
                <Link href="/terms" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
              privacy: (text) => (
                <Link href="/privacy-policy" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
              refund: (text) => (
                <Link href="/refund" className={TEXT_LINK}>
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
