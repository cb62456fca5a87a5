import { describe, expect, it } from 'vitest';
import { DOCTOR_DECLARATION_CORE, doctorDeclaration } from './pcpndt-declaration.ts';

describe('doctorDeclaration', () => {
  it('names the doctor and the patient and keeps the statutory words', () => {
    expect(doctorDeclaration('Dr. Meera Rao', 'Anjali Kapoor')).toBe(
      'I, Dr. Meera Rao, declare that while conducting ultrasonography on Anjali Kapoor, I have neither detected nor disclosed the sex of her foetus to anybody in any manner.',
    );
  });

  it('reads without names', () => {
    expect(doctorDeclaration(null, ' ')).toBe(
      `I declare that while conducting ultrasonography, ${DOCTOR_DECLARATION_CORE}.`,
    );
  });
});
