import { describe, expect, it } from 'vitest';
import { findFetalSexDisclosure } from './fetal-sex-guard.ts';

// [text, the phrase the guard must report]
const DISCLOSURES: [string, string][] = [
  ['Single live male fetus of 20 weeks.', 'male fetus'],
  ['Female foetus with normal growth.', 'Female foetus'],
  ['Single live intrauterine male foetus.', 'male foetus'],
  ['Congratulations on your baby boy!', 'baby boy'],
  ['Baby girl, active movements.', 'Baby girl'],
  ["It's a boy", "It's a boy"],
  ['it’s a girl', 'it’s a girl'],
  ['Its a girl.', 'Its a girl'],
  ['It is a male.', 'It is a male'],
  ['Sex of the fetus is male.', 'Sex of the fetus is male'],
  ['Fetal sex: female', 'Fetal sex: female'],
  ['Gender: Female', 'Gender: Female'],
  ['Gender: F', 'Gender: F'],
  ['Sex - M', 'Sex - M'],
  ['Fetus appears to be a female.', 'Fetus appears to be a female'],
  ['Twin A - male, twin B - female.', 'Twin A - male'],
  ['Single live fetus of 20 weeks, male.', 'fetus of 20 weeks, male'],
  ['Penis seen.', 'Penis'],
  ['Scrotum seen with descended testes.', 'Scrotum'],
  ['Labia visualised.', 'Labia'],
  ['Male genitalia seen.', 'Male genitalia'],
  ['Female external genitalia noted.', 'Female external genitalia'],
  ['Fetal genitalia: male.', 'Fetal genitalia'],
  ['Genitalia appear normal.', 'Genitalia'],
  ['Genital tubercle angle suggests sex.', 'Genital tubercle'],
  ['Karyotype 46,XY.', 'Karyotype 46,XY'],
  ['Amniocentesis: 46, XY.', '46, XY'],
  ['Foetal sex - F', 'Foetal sex - F'],
  ['XY', 'XY'],
  ['Karyotype: XX', 'Karyotype: XX'],
  ['Ladka hai.', 'Ladka'],
  ['ladki hogi', 'ladki'],
  ['Beta hai, mithai khilao.', 'Beta hai'],
  ['Aapka beta hoga.', 'Aapka beta'],
  ['Beti hai.', 'Beti'],
  ['लड़का है', 'लड़का'],
  ['बेटी होगी', 'बेटी'],
  ['Boy or girl?', 'Boy'],
  ['Planning a gender reveal party.', 'gender reveal'],
  ['Male twins, both active.', 'Male twins'],
];

const LEGITIMATE: string[] = [
  'Sex of the foetus has not been detected or disclosed.',
  'Sex of the foetus has not been detected or disclosed to anybody in any manner, as required by the PC-PNDT Act, 1994.',
  'I have neither detected nor disclosed the sex of her foetus to anybody in any manner.',
  'Fetal sex not determined.',
  'Fetal sex determination is not done as per the PC-PNDT Act.',
  'Sex determination is prohibited under the PC-PNDT Act.',
  'Female foeticide is a punishable offence.',
  'Sex selection leads to female foeticide.',
  'Beti Bachao, Beti Padhao.',
  'The mother is a 26 year old primigravida.',
  'Female patient with amenorrhoea of 10 weeks.',
  'Single live fetus, female patient aged 25.',
  'Twin pregnancy in a 28-year-old female.',
  'Twin pregnancy, female aged 31 years.',
  'Maternal kidneys appear normal.',
  'Male partner advised semen analysis.',
  'Male factor infertility; IVF conception.',
  'Gender of the patient: female.',
  'Patient sex: F',
  'Fetal genitalia not assessed as per the PC-PNDT Act.',
  'Serum beta hCG correlation is advised.',
  'Beta-hCG levels are rising appropriately.',
  'Mother is a known beta thalassaemia carrier.',
  'Previous girl child with Down syndrome.',
  'Femur length corresponds to 24 weeks.',
  'Fetal heart rate is 148 bpm and regular.',
  'Fetus is in breech presentation.',
  'Twin A in cephalic presentation; twin B in breech presentation.',
  'Placenta is posterior, upper segment, grade II.',
  'Liquor is adequate (AFI 12 cm).',
  'Labour pains since morning.',
  'Estimated fetal weight (Hadlock IV) is 1850 g.',
  'Age/Sex: 28 years/Female',
  'Sex/Age: F/28',
  'Bad obstetric history: previous boy with cleft lip.',
  'Referred by Dr. Xy.',
  'Beta blocker (labetalol) for PIH.',
];

describe('findFetalSexDisclosure', () => {
  it.each(DISCLOSURES)('flags %j as %j', (text, phrase) => {
    expect(findFetalSexDisclosure(text)).toBe(phrase);
  });

  it.each(LEGITIMATE)('does not flag %j', (text) => {
    expect(findFetalSexDisclosure(text)).toBeNull();
  });

  it('finds a disclosure after a legitimate statement', () => {
    expect(findFetalSexDisclosure('Sex of the foetus has not been detected or disclosed. Fetal sex: male.')).toBe(
      'Fetal sex: male',
    );
  });

  it('still flags a negated anatomical word, which discloses the other sex', () => {
    expect(findFetalSexDisclosure('Penis not seen.')).toBe('Penis');
  });

  it('treats precomposed and decomposed Devanagari alike', () => {
    expect(findFetalSexDisclosure('\u0932\u095C\u0915\u093E')).not.toBeNull();
    expect(findFetalSexDisclosure('\u0932\u0921\u093C\u0915\u0940')).not.toBeNull();
  });

  it('returns null for empty text', () => {
    expect(findFetalSexDisclosure('')).toBeNull();
  });
});
