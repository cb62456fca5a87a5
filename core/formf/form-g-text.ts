import { BLANK } from './formf-statutory-text.ts';

/**
 * Form G, the written consent for invasive techniques (PC-PNDT Rules 1996, rule 10 and rule
 * 5(1)): statutory wording, only the blanks filled in. Taken from the rules as amended in 2003;
 * state translations may be used where the woman reads another language (rule 5(2)).
 */
export const FORM_G_HEADING = {
  title: 'FORM G',
  reference: '[See Rule 10]',
  subtitle: 'FORM OF CONSENT (For invasive techniques)',
} as const;

export interface FormGParties {
  patientName: string | null;
  relativeName: string | null;
  age: number | null;
  address: string | null;
}

export function formGConsentParagraphs(p: FormGParties): string[] {
  const age = p.age === null ? '____' : String(p.age);
  return [
    `I, ${p.patientName?.trim() || BLANK} wife/daughter of ${p.relativeName?.trim() || BLANK} Age ${age} years residing at ${p.address?.trim() || BLANK} hereby state that I have been explained fully the probable side effects and after effects of the pre-natal diagnostic procedures.`,
    'I wish to undergo the pre-natal diagnostic techniques/tests/procedures in my own interest to find out the possibility of any abnormality (i.e. disease/deformity/disorder) in the child I am carrying.',
    'I undertake not to terminate the pregnancy if the pre-natal procedure/technique/test conducted show the absence of disease/deformity/disorder.',
    'I understand that the sex of the foetus will not be disclosed to me.',
    'I understand that breach of this undertaking will make me liable to penalty as prescribed in the Act and rules made thereunder.',
  ];
}

export const FORM_G_EXPLAINED =
  'I have explained the contents of the above to the patient and her companion (Name ____________________ Address ____________________ Relationship ____________________) in a language she/they understand.';
