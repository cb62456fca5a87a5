import { Link } from 'wouter';
import { Bullets, Facts, Note, Section, TEXT_LINK } from './prose.tsx';

/** What the PC-PNDT Act 1994 and Rules 1996 ask of an ultrasound centre, and what the portal does for each. */
export function PcpndtContent() {
  return (
    <>
      <Section title="The law in brief">
        <p>
          The Pre-Conception and Pre-Natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994 and its Rules
          of 1996 regulate every centre that uses ultrasound on pregnant women. Ultrasound clinics and imaging centres
          must be registered, must never determine or disclose the sex of a foetus, and must keep a complete record of
          every procedure in Form F. Under section 4(3), a deficiency in these records can be treated as an offence in
          itself, which is why the portal treats Form F as a statutory record rather than paperwork.
        </p>
      </Section>
      <Section title="What the portal does">
        <Facts
          rows={[
            [
              'Form F (Rule 9(4))',
              'A Form F record is created when an obstetric report is finalised, in the 2014 structure: sections A, B and D, and C for invasive procedures. Indications are chosen from the official list i to xxiii.',
            ],
            [
              'No fetal sex, anywhere',
              'There is no field that could hold the sex of a foetus, and the server refuses any value that would. Sections 5 and 6 of the Act forbid it.',
            ],
            [
              'Declarations (Rule 10(1A))',
              'Every obstetric report and Form F prints the doctor’s declaration: “I have neither detected nor disclosed the sex of her foetus to anybody in any manner”.',
            ],
            [
              'Completeness',
              'The portal lists what is missing and will not mark a Form F compliant until it is complete. Blank items print as “Not Provided”, never as an invented default.',
            ],
            [
              'Amendments',
              'A submitted Form F is never deleted. A correction is an amendment with a reason, kept with who made it and when.',
            ],
            [
              'Monthly report (Rule 9(8))',
              'The monthly register of Form F records can be printed or exported as CSV for your Appropriate Authority, due by the 5th of the following month.',
            ],
            [
              'Retention (s.29, Rule 9(6))',
              'Records, consent forms and reports are kept for at least 2 years from the procedure, and longer while legal proceedings are pending.',
            ],
            [
              'Audit trail',
              'Who created and changed each record, and when, with every earlier version of a report and every Form F amendment kept; who printed each Form F.',
            ],
          ]}
        />
      </Section>
      <Section title="What remains the centre’s duty">
        <Bullets
          items={[
            'Keep the centre’s registration valid and displayed, and let only doctors registered for the centre perform scans.',
            'Fill Form F truthfully for every ultrasound on a pregnant woman, including repeat scans on the same day.',
            'Take the woman’s signed declaration before the procedure, and keep referral slips with the Form F.',
            'Display the notice that sex determination is not done at the centre and is punishable by law.',
            'Submit the monthly report to the Appropriate Authority, online where your state runs a Form F portal.',
          ]}
        />
        <Note>
          The portal helps you keep records as the law requires; it does not replace your registration, your doctors’
          responsibility for each declaration, or advice from your Appropriate Authority.
        </Note>
      </Section>
      <Section title="Questions">
        <p>
          Read the{' '}
          <Link href="/documentation" className={TEXT_LINK}>
            Form F guides
          </Link>{' '}
          or{' '}
          <Link href="/contact" className={TEXT_LINK}>
            contact us
          </Link>
          .
        </p>
      </Section>
    </>
  );
}
