import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../../../core/brand.ts';
import { Bullets, Facts, Section, TEXT_LINK } from './prose.tsx';

/** Cancellation and refunds (also /refund, /refunds), with the timelines of spec §9. */
export function RefundsContent() {
  return (
    <>
      <Section title="Cancelling your subscription">
        <p>
          Plans are billed monthly in advance through Razorpay. Nothing renews without your payment: we never charge a
          card automatically, and we remind you 7 days and 1 day before your renewal date. To cancel, simply do not pay
          for the next month, or ask us to close the account; your plan stays active until the end of the month you paid
          for.
        </p>
        <p>
          If you have already paid for a month that has not started yet, cancel at least 24 hours before it starts and
          that payment is refunded in full.
        </p>
        <p>The 5-day free trial costs nothing and needs no cancellation.</p>
      </Section>
      <Section title="When we refund">
        <Bullets
          items={[
            'The portal was unavailable for more than 24 hours in a row in the month you paid for.',
            'A problem you reported was not resolved within 7 business days.',
            'You were charged twice for the same month, or you cancelled a month paid in advance at least 24 hours before it started.',
          ]}
        />
        <p>
          Interruptions shorter than 4 hours, and scheduled maintenance announced in advance, do not qualify for a
          refund.
        </p>
      </Section>
      <Section title="How long it takes">
        <Facts
          rows={[
            ['Review of your request', '1–2 business days'],
            ['Our decision', '2–3 business days'],
            ['Payment processing (Razorpay)', '5–7 business days'],
            ['Reaching your account', '3–10 business days, depending on your bank or card issuer'],
            ['Disputes about a decision', 'Reviewed within 5 business days'],
          ]}
        />
        <p>Refunds go back to the card, UPI or bank account you paid from.</p>
      </Section>
      <Section title="How to ask">
        <p>
          Write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
            {SUPPORT_EMAIL}
          </a>{' '}
          with your centre’s name, the invoice number and the reason, or call {SUPPORT_PHONE}. We acknowledge every
          request within 24 hours.
        </p>
      </Section>
    </>
  );
}
