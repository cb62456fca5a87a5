import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';

export function ShippingContent() {
  return (
    <>
      <Section title="Nothing is shipped">
        <p>
          USG Clinic Portal is software you use in a web browser. We do not sell or ship ultrasound machines, printers,
          stationery or any other physical goods, so there are no shipping charges, delivery times or courier partners.
        </p>
      </Section>
      <Section title="How you receive the service">
        <Bullets
          items={[
            'Access starts as soon as you complete sign-up; the 5-day free trial starts when you activate it.',
            'A paid plan is active the moment Razorpay confirms the payment.',
            'Your GST invoice is available under Billing & Plans straight away; you can print it or save it as a PDF.',
            'Reports and Form F records are printed from your own browser on your own printer.',
          ]}
        />
      </Section>
      <Section title="If access does not start">
        <p>
          If your payment succeeded but your plan is not active within 30 minutes, write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className={TEXT_LINK}>
            {SUPPORT_EMAIL}
          </a>{' '}
          with the Razorpay payment id. We reply within 24 hours.
        </p>
      </Section>
    </>
  );
}
