/**
 * The doctor's declaration of Form F section D (PC-PNDT Rules, 2014 form), which obstetric
 * reports print too (DESIGN §5 "Fetal sex"). Its key words must stay exactly as the rule has them.
 */
export const DOCTOR_DECLARATION_CORE =
  'I have neither detected nor disclosed the sex of her foetus to anybody in any manner';

/** The full sentence, naming the doctor and the patient when known. */
export function doctorDeclaration(doctorName: string | null, patientName: string | null): string {
  const who = doctorName?.trim() ? `I, ${doctorName.trim()}, declare that` : 'I declare that';
  const whom = patientName?.trim() ? ` on ${patientName.trim()}` : '';
  return `${who} while conducting ultrasonography${whom}, ${DOCTOR_DECLARATION_CORE}.`;
}
