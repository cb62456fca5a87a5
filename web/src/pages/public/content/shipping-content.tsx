import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';

export function ShippingContent() {
  return (
    <>
      <Section title={t('Nothing is shipped')}>
        <p>
          {t(
            'USG Clinic Portal is software you use in a web browser. We do not sell or ship ultrasound machines, printers, stationery or any other physical goods, so there are no shipping charges, delivery times or courier partners.',
          )}
        </p>
      </Section>
      <Section title={t('How you receive the service')}>
        <Bullets
          items={[
            t('Access starts as soon as you complete sign-up; the 5-day free trial starts when you activate it.'),
            t('A paid plan is active the moment Razorpay confirms the payment.'),
            t(
              'Your GST invoice is available under Billing & Plans straight away; you can print it or save it as a PDF.',
            ),
            t('Reports and Form F records are printed from your own browser on your own printer.'),
          ]}
        />
      </Section>
      <Section title={t('If access does not start')}>
        <p>
          {richText(
            t(
              'If your payment succeeded but your plan is not active within 30 minutes, write to <mail>{email}</mail> with the Razorpay payment id. We reply within 24 hours.',
              { email: SUPPORT_EMAIL },
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
