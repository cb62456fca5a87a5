import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../../../../core/brand.ts';
import { PLANS } from '../../../../../core/plans/catalogue.ts';
import { formatPlanPrice } from '../../../lib/format-rupees.ts';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Section, TEXT_LINK } from './prose.tsx';

/** Full terms (also /terms-conditions, /terms-and-conditions). Prices come from the plan catalogue. */
export function TermsContent() {
  const paid = PLANS.filter((plan) => plan.priceRupees > 0);
  return (
    <>
      <Section title={t('1. The agreement')}>
        <p>
          {t(
            'These terms are an agreement between the ultrasound or imaging centre that signs up (“you”, “the centre”) and USG Clinic Portal (“we”). The person who signs up confirms that they may bind the centre. The portal is for centres registered under the PC-PNDT Act, 1994 and for their authorised staff.',
          )}
        </p>
      </Section>
      <Section title={t('2. Free trial')}>
        <p>
          {t(
            'Every new centre can use a 5-day free trial: 10 reports a month, 1 user and the basic templates. No payment details are needed. When the trial ends, the portal asks you to choose a plan; your records stay in place.',
          )}
        </p>
      </Section>
      <Section title={t('3. Plans and fees')}>
        <Bullets
          items={paid.map((plan) => (
            <>
              <strong className="text-slate-900">{t(plan.name)}</strong>:{' '}
              {t('{price} a month', { price: formatPlanPrice(plan.priceRupees) })} —{' '}
              {plan.features
                .slice(0, 5)
                .map((feature) => t(feature))
                .join(', ')}
              .
            </>
          ))}
        />
        <p>
          {t(
            'Fees are charged monthly in advance through Razorpay, in Indian rupees, and include GST. Each payment gets a GST invoice with the split of CGST and SGST, or IGST for a centre in another state. Phone support comes with Professional and Enterprise; video onboarding with Enterprise.',
          )}
        </p>
      </Section>
      <Section title={t('4. Renewal and reminders')}>
        <p>
          {t(
            'A plan runs for one month from payment; paying again extends it by a month. Nothing renews without your payment, and we remind you 7 days and 1 day before the renewal date. A month paid in advance can be cancelled for a full refund at least 24 hours before it starts. If a plan lapses, the portal keeps your records but limits use until you renew.',
          )}
        </p>
      </Section>
      <Section title={t('5. Your responsibilities')}>
        <Bullets
          items={[
            t(
              'Keep your registration under the PC-PNDT Act valid and use the portal only with doctors registered for your centre.',
            ),
            t(
              'Never record, disclose or communicate the sex of a foetus. The portal has no field for it and prints the doctor’s declaration on every obstetric report and Form F.',
            ),
            t(
              'Enter accurate Form F records and submit the monthly report to your Appropriate Authority by the 5th of the following month.',
            ),
            t(
              'Obtain each patient’s consent before registering them, as the DPDP Act 2023 requires, and keep passwords private.',
            ),
            t('Clinical judgement and the content of every report remain the responsibility of the reporting doctor.'),
          ]}
        />
      </Section>
      <Section title={t('6. Availability and support')}>
        <p>
          {richText(
            t(
              'All plans carry a 99.9% monthly uptime target, excluding scheduled maintenance announced on the <status>system status</status> page. Support e-mails to {email} are answered within 24 hours.',
              { email: SUPPORT_EMAIL },
            ),
            {
              status: (text) => (
                <Link href="/system-status" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
            },
          )}
        </p>
      </Section>
      <Section title={t('7. Data and termination')}>
        <p>
          {richText(
            t(
              'Your centre’s data belongs to your centre. After termination we delete it within 90 days, except records the law requires to be kept longer: PC-PNDT records are kept for at least 2 years from the procedure (Rule 9(6)). Details are in the <privacy>privacy policy</privacy>.',
            ),
            {
              privacy: (text) => (
                <Link href="/privacy-policy" className={TEXT_LINK}>
                  {text}
                </Link>
              ),
            },
          )}
        </p>
      </Section>
      <Section title={t('8. Refunds, liability and law')}>
        <p>
          {richText(
            t(
              'Refunds follow our <refunds>cancellation and refunds policy</refunds>. Our total liability in any month is limited to the fee paid for that month. These terms are governed by the laws of India, and the courts of Gurugram, Haryana have jurisdiction.',
            ),
            {
              refunds: (text) => (
                <Link href="/cancellation-refunds" className={TEXT_LINK}>
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
