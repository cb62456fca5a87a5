import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../../core/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Facts, Section, TEXT_LINK } from './prose.tsx';

/** Cancellation and refunds (also /refund, /refunds), with the timelines of spec §9. */
export function RefundsContent() {
  return (
    <>
      <Section title={t('Cancelling your subscription')}>
        <p>
          {t(
            'Plans are billed monthly in advance through Razorpay. Nothing renews without your payment: we never charge a card automatically, and we remind you 7 days and 1 day before your renewal date. To cancel, simply do not pay for the next month, or ask us to close the account; your plan stays active until the end of the month you paid for.',
          )}
        </p>
        <p>
          {t(
            'If you have already paid for a month that has not started yet, cancel at least 24 hours before it starts and that payment is refunded in full.',
          )}
        </p>
        <p>{t('The 5-day free trial costs nothing and needs no cancellation.')}</p>
      </Section>
      <Section title={t('When we refund')}>
        <Bullets
          items={[
            t('The portal was unavailable for more than 24 hours in a row in the month you paid for.'),
            t('A problem you reported was not resolved within 7 business days.'),
            t(
              'You were charged twice for the same month, or you cancelled a month paid in advance at least 24 hours before it started.',
            ),
          ]}
        />
        <p>
          {t(
            'Interruptions shorter than 4 hours, and scheduled maintenance announced in advance, do not qualify for a refund.',
          )}
        </p>
      </Section>
      <Section title={t('How long it takes')}>
        <Facts
          rows={[
            [t('Review of your request'), t('1–2 business days')],
            [t('Our decision'), t('2–3 business days')],
            [t('Payment processing (Razorpay)'), t('5–7 business days')],
            [t('Reaching your account'), t('3–10 business days, depending on your bank or card issuer')],
            [t('Disputes about a decision'), t('Reviewed within 5 business days')],
          ]}
        />
        <p>{t('Refunds go back to the card, UPI or bank account you paid from.')}</p>
      </Section>
      <Section title={t('How to ask')}>
        <p>
          {richText(
            t(
              'Write to <mail>{email}</mail> with your centre’s name, the invoice number and the reason, or call {phone}. We acknowledge every request within 24 hours.',
              { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE },
            ),
            {
              mail: (text) => (
                <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
                  {text}
                </a>
              ),
            },
          )}
        </p>
      </Section>
    </>
  );
}
