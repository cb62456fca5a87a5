import { Link } from 'wouter';
import { t } from '../../../lib/i18n.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** What the PC-PNDT Act 1994 and Rules 1996 ask of an ultrasound centre, and what the portal does for each. */
export function PcpndtContent() {
  return (
    <>
      <Section title={t('The law in brief')}>
        <p>
          {t(
            'The Pre-Conception and Pre-Natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994 and its Rules of 1996 regulate every centre that uses ultrasound on pregnant women. Ultrasound clinics and imaging centres must be registered, must never determine or disclose the sex of a foetus, and must keep a complete record of every procedure in Form F. Under section 4(3), a deficiency in these records can be treated as an offence in itself, which is why the portal treats Form F as a statutory record rather than paperwork.',
          )}
        </p>
      </Section>
      <Section title={t('What the portal does')}>
        <Facts
          rows={[
            [
              t('Form F (Rule 9(4))'),
              t(
                'A Form F record is created when an obstetric report is finalised, in the 2014 structure: sections A, B and D, and C for invasive procedures. Indications are chosen from the official list i to xxiii.',
              ),
            ],
            [
              t('No fetal sex, anywhere'),
              t(
                'There is no field that could hold the sex of a foetus, and the server refuses any value that would. Sections 5 and 6 of the Act forbid it.',
              ),
            ],
            [
              t('Declarations (Rule 10(1A))'),
              t(
                'Every obstetric report and Form F prints the doctor’s declaration: “I have neither detected nor disclosed the sex of her foetus to anybody in any manner”.',
              ),
            ],
            [
              t('Completeness'),
              t(
                'The portal lists what is missing and will not mark a Form F compliant until it is complete. Blank items print as “Not Provided”, never as an invented default.',
              ),
            ],
            [
              t('Amendments'),
              t(
                'A submitted Form F is never deleted. A correction is an amendment with a reason, kept with who made it and when.',
              ),
            ],
            [
              t('Monthly report (Rule 9(8))'),
              t(
                'The monthly register of Form F records can be printed or exported as CSV for your Appropriate Authority, due by the 5th of the following month.',
              ),
            ],
            [
              t('Retention (s.29, Rule 9(6))'),
              t(
                'Records, consent forms and reports are kept for at least 2 years from the procedure, and longer while legal proceedings are pending.',
              ),
            ],
            [
              t('Audit trail'),
              t(
                'Who created and changed each record, and when, with every earlier version of a report and every Form F amendment kept; who printed each Form F.',
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('What remains the centre’s duty')}>
        <Bullets
          items={[
            t(
              'Keep the centre’s registration valid and displayed, and let only doctors registered for the centre perform scans.',
            ),
            t(
              'Fill Form F truthfully for every ultrasound on a pregnant woman, including repeat scans on the same day.',
            ),
            t('Take the woman’s signed declaration before the procedure, and keep referral slips with the Form F.'),
            t('Display the notice that sex determination is not done at the centre and is punishable by law.'),
            t('Submit the monthly report to the Appropriate Authority, online where your state runs a Form F portal.'),
          ]}
        />
        <Note>
          {t(
            'The portal helps you keep records as the law requires; it does not replace your registration, your doctors’ responsibility for each declaration, or advice from your Appropriate Authority.',
          )}
        </Note>
      </Section>
      <Section title={t('Questions')}>
        <p>
          {richText(t('Read the <guides>Form F guides</guides> or <contact>contact us</contact>.'), {
            guides: (text) => (
              <Link href="/documentation" className={TEXT_LINK}>
                {text}
              </Link>
            ),
            contact: (text) => (
              <Link href="/contact" className={TEXT_LINK}>
                {text}
              </Link>
            ),
          })}
        </p>
      </Section>
    </>
  );
}
