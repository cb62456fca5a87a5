import { describe, expect, it } from 'vitest';
import { FETAL_SEX_CASES, SEX_IMPLYING_CASES } from './fetal-sex-cases.ts';
import { findFetalSexDisclosure } from './fetal-sex-guard.ts';
import type { GuardLevel } from './fetal-sex-vocabulary.ts';
import { FETAL_SEX_MESSAGE, refusalFor } from './pcpndt-text.ts';

/**
 * The vocabulary both ways. `blocked` is the phrase the guard must quote, or false for text that
 * must pass. `level` defaults to 'pregnancy' (obstetric report, Form F clinical items). Add a row
 * for every wording found in the field.
 */
interface Case {
  text: string;
  blocked: string | false;
  why: string;
  level?: GuardLevel;
}

const cases: Case[] = [
  // English, plain
  { text: 'Single live male fetus of 20 weeks.', blocked: 'male fetus', why: 'adjective + fetus' },
  { text: 'Female foetus with normal growth.', blocked: 'Female foetus', why: 'British spelling' },
  { text: 'Single live intrauterine male foetus.', blocked: 'male foetus', why: 'adjectives between' },
  { text: 'Congratulations on your baby boy!', blocked: 'baby boy', why: 'baby boy' },
  { text: 'Baby girl, active movements.', blocked: 'Baby girl', why: 'baby girl' },
  { text: "It's a boy", blocked: "It's a boy", why: 'the announcement' },
  { text: 'it’s a girl', blocked: 'it’s a girl', why: 'curly apostrophe' },
  { text: 'Its a girl.', blocked: 'Its a girl', why: 'no apostrophe' },
  { text: 'It is a male.', blocked: 'It is a male', why: 'it is a' },
  { text: 'It will be a boy.', blocked: 'It will be a boy', why: 'future' },
  { text: 'Sex of the fetus is male.', blocked: 'Sex of the fetus is male', why: 'sex of the fetus is' },
  { text: 'Fetal sex: female', blocked: 'Fetal sex: female', why: 'fetal sex label' },
  { text: 'Foetal sex - F', blocked: 'Foetal sex - F', why: 'single-letter value' },
  { text: 'Fetus: M', blocked: 'Fetus: M', why: 'fetus: M' },
  { text: 'Fetus (F), cephalic.', blocked: 'Fetus (F', why: 'letter in brackets' },
  { text: 'Fetus appears to be a female.', blocked: 'Fetus appears to be a female', why: 'appears to be' },
  { text: 'Twin A - male, twin B - female.', blocked: 'Twin A - male', why: 'twin label' },
  { text: 'Male twins, both active.', blocked: 'Male twins', why: 'male twins' },
  { text: 'Single live fetus of 20 weeks, male.', blocked: 'fetus of 20 weeks, male', why: 'value after GA' },
  { text: 'SLIUP 20 wks male.', blocked: '20 wks male', why: 'GA then male' },
  { text: 'Single live male, cephalic.', blocked: 'live male', why: 'live male without noun' },
  { text: 'Sex: M', blocked: 'Sex: M', why: 'the woman is not male' },
  { text: 'Gender - boy', blocked: 'Gender - boy', why: 'gender label, boy' },
  { text: 'B/G', blocked: 'B/G', why: 'boy/girl shorthand' },
  { text: 'Boy or girl?', blocked: 'Boy or girl', why: 'the question' },
  { text: 'Planning a gender reveal party.', blocked: 'gender reveal', why: 'gender reveal' },
  { text: 'Baby is moving his limbs well.', blocked: 'Baby is moving his', why: 'masculine pronoun' },
  { text: 'Think pink!', blocked: 'Think pink', why: 'colour euphemism' },
  { text: 'Pink or blue? Blue.', blocked: 'Pink or blue', why: 'colour question' },
  { text: "It's blue", blocked: "It's blue", why: 'colour announcement' },
  // Anatomy and karyotype
  { text: 'Penis seen.', blocked: 'Penis', why: 'anatomy' },
  { text: 'Penis not seen.', blocked: 'Penis', why: 'negated anatomy discloses the other sex' },
  { text: 'Scrotum seen with descended testes.', blocked: 'Scrotum', why: 'anatomy' },
  { text: 'Labia visualised.', blocked: 'Labia', why: 'anatomy' },
  { text: 'Male genitalia seen.', blocked: 'Male genitalia', why: 'genitalia' },
  { text: 'Female external genitalia noted.', blocked: 'Female external genitalia', why: 'genitalia' },
  { text: 'Fetal genitalia: male.', blocked: 'Fetal genitalia', why: 'genitalia' },
  { text: 'Genitalia appear normal.', blocked: 'Genitalia', why: 'invites the question' },
  { text: 'Genital tubercle angle suggests sex.', blocked: 'Genital tubercle', why: 'nub theory' },
  { text: 'Karyotype 46,XY.', blocked: 'Karyotype 46,XY', why: 'karyotype' },
  { text: 'Amniocentesis: 46, XY.', blocked: '46, XY', why: 'karyotype' },
  { text: 'XY', blocked: 'XY', why: 'bare karyotype' },
  { text: 'Karyotype: XX', blocked: 'Karyotype: XX', why: 'karyotype' },
  // Disguises
  { text: 'b o y', blocked: 'b o y', why: 'spaced letters' },
  { text: 'It is a g.i.r.l', blocked: 'It is a g.i.r.l', why: 'dotted letters' },
  { text: 'M-A-L-E fetus', blocked: 'M-A-L-E fetus', why: 'dashed letters' },
  { text: 'b0y', blocked: 'b0y', why: 'digit for letter' },
  { text: 'its a g1rl', blocked: 'its a g1rl', why: 'digit for letter' },
  { text: 'fem4le fetus', blocked: 'fem4le fetus', why: 'digit for letter' },
  { text: 'm@le foetus', blocked: 'm@le foetus', why: 'sign for letter' },
  { text: 'ma\u200Ble fetus', blocked: 'ma\u200Ble fetus', why: 'zero-width space inside a word' },
  { text: 'b\u00ADo\u200Dy', blocked: 'b\u00ADo\u200Dy', why: 'soft hyphen and joiner' },
  { text: 'b\u043Ey', blocked: 'b\u043Ey', why: 'Cyrillic o' },
  { text: '\u0412\u041EY', blocked: '\u0412\u041EY', why: 'Cyrillic capitals' },
  { text: 'ｂｏｙ', blocked: 'ｂｏｙ', why: 'full-width letters' },
  { text: '𝐠𝐢𝐫𝐥', blocked: '𝐠𝐢𝐫𝐥', why: 'mathematical bold letters' },
  { text: 'bóy', blocked: 'bóy', why: 'accent' },
  { text: 'MALE FETUS', blocked: 'MALE FETUS', why: 'upper case' },
  // Hindi, Hinglish and other Indian languages
  { text: 'Ladka hai.', blocked: 'Ladka hai', why: 'Hinglish' },
  { text: 'ladki hogi', blocked: 'ladki hogi', why: 'Hinglish' },
  { text: 'Ladke ki umeed', blocked: 'Ladke', why: 'inflection' },
  { text: 'larka', blocked: 'larka', why: 'spelling variant' },
  { text: 'Beta hai, mithai khilao.', blocked: 'Beta hai', why: 'beta hai' },
  { text: 'beta hoga', blocked: 'beta hoga', why: 'beta hoga' },
  { text: 'Aapka beta hoga.', blocked: 'Aapka beta', why: 'aapka beta' },
  { text: 'Beti hai.', blocked: 'Beti hai', why: 'beti' },
  { text: 'Ghar mein Lakshmi aayi hai', blocked: 'Lakshmi aayi', why: 'euphemism for a girl' },
  { text: 'Krishna aayenge', blocked: 'Krishna aayenge', why: 'euphemism for a boy' },
  { text: 'Jai Shri Krishna', blocked: 'Jai Shri Krishna', why: 'code word for a boy' },
  { text: 'Jai Mata Di', blocked: 'Jai Mata Di', why: 'code word for a girl' },
  { text: 'Laddoo', blocked: 'Laddoo', why: 'code word for a boy' },
  { text: 'Jalebi banegi', blocked: 'Jalebi', why: 'code word for a girl' },
  { text: 'Ladka ya ladki?', blocked: 'Ladka ya ladki', why: 'the question' },
  { text: 'mulgi', blocked: 'mulgi', why: 'Marathi' },
  { text: 'dikro', blocked: 'dikro', why: 'Gujarati' },
  { text: 'लड़का है', blocked: 'लड़का है', why: 'Devanagari' },
  { text: 'लड़का', blocked: 'लड़का', why: 'Devanagari bare' },
  { text: 'लड़की', blocked: 'लड़की', why: 'Devanagari bare' },
  { text: 'लड़के', blocked: 'लड़के', why: 'Devanagari inflection' },
  { text: 'छोरा', blocked: 'छोरा', why: 'Haryanvi/Rajasthani' },
  { text: 'छोरी', blocked: 'छोरी', why: 'Haryanvi/Rajasthani' },
  { text: 'बेटा', blocked: 'बेटा', why: 'son' },
  { text: 'बेटी होगी', blocked: 'बेटी होगी', why: 'daughter' },
  { text: 'पुरुष भ्रूण', blocked: 'पुरुष भ्रूण', why: 'male foetus' },
  { text: 'स्त्री भ्रूण', blocked: 'स्त्री भ्रूण', why: 'female foetus' },
  { text: 'भ्रूण का लिंग: पुरुष', blocked: 'भ्रूण का लिंग: पुरुष', why: 'sex of the foetus' },
  { text: '\u0932\u095C\u0915\u093E', blocked: '\u0932\u095C\u0915\u093E', why: 'precomposed nukta' },
  { text: 'मुलगी', blocked: 'मुलगी', why: 'Marathi script' },
  { text: 'દીકરો', blocked: 'દીકરો', why: 'Gujarati script' },
  { text: 'ছেলে', blocked: 'ছেলে', why: 'Bengali script' },
  { text: 'ಗಂಡು ಮಗು', blocked: 'ಗಂಡು ಮಗು', why: 'Kannada' },
  { text: 'ஆண் குழந்தை', blocked: 'ஆண் குழந்தை', why: 'Tamil' },
  // Signs
  { text: '♂', blocked: '♂', why: 'male sign' },
  { text: 'Fetus ♀️', blocked: '♀️', why: 'female sign with variation selector' },
  { text: '👦', blocked: '👦', why: 'boy emoji' },
  { text: '👧🏽', blocked: '👧', why: 'girl emoji with skin tone' },
  { text: '💙', blocked: '💙', why: 'blue heart' },
  { text: '🩷', blocked: '🩷', why: 'pink heart' },
  // Scope: a living child (Form F item 4), the mother, adults
  { text: 'Previous LSCS, male baby 2019.', blocked: false, why: 'a living child' },
  { text: '1 son 1 daughter', blocked: false, why: 'Form F item 4' },
  { text: 'G2P1L1 (male child, 4 yrs)', blocked: false, why: 'a living child' },
  { text: 'Living sons: 1; living daughters: 0', blocked: false, why: 'the generated children line' },
  { text: '2 boys, 1 girl', blocked: false, why: 'counts of children' },
  { text: 'One boy aged 5, one girl aged 2.', blocked: false, why: 'counts and ages' },
  { text: 'Elder daughter, 6 yrs, healthy.', blocked: false, why: 'elder daughter' },
  { text: 'Previous baby was a girl (NVD 2020).', blocked: false, why: 'past pregnancy' },
  { text: '1 ladka 1 ladki', blocked: false, why: 'Hinglish counts' },
  { text: 'Ek beta 5 saal ka', blocked: false, why: 'a living son' },
  { text: 'एक बेटा, 5 साल', blocked: false, why: 'a living son in Devanagari' },
  { text: 'Previous girl child with Down syndrome.', blocked: false, why: 'history' },
  { text: 'Bad obstetric history: previous boy with cleft lip.', blocked: false, why: 'history' },
  { text: 'Sex-linked disorder in previous male child.', blocked: false, why: 'Form F indication' },
  { text: 'Gender: female', blocked: false, why: "the mother's gender" },
  { text: 'Sex: F', blocked: false, why: "the mother's sex" },
  { text: 'Gender of the patient: female.', blocked: false, why: 'the mother' },
  { text: 'Patient sex: F', blocked: false, why: 'the mother' },
  { text: 'Age/Sex: 28 years/Female', blocked: false, why: 'report header' },
  { text: 'Sex/Age: F/28', blocked: false, why: 'report header' },
  { text: 'Female patient with amenorrhoea of 10 weeks.', blocked: false, why: 'the patient' },
  { text: 'Single live fetus, female patient aged 25.', blocked: false, why: 'the patient' },
  { text: 'Twin pregnancy in a 28-year-old female.', blocked: false, why: 'the patient' },
  { text: 'Twin pregnancy, female aged 31 years.', blocked: false, why: 'the patient' },
  { text: 'Male partner advised semen analysis.', blocked: false, why: 'partner' },
  { text: 'Male factor infertility; IVF conception.', blocked: false, why: 'infertility' },
  { text: 'Baby girl of Meena Sharma, 3 days old.', blocked: false, why: 'a newborn registered by mother' },
  // Statutory and ordinary obstetric text
  { text: 'Sex of the foetus has not been detected or disclosed.', blocked: false, why: 'the declaration' },
  {
    text: 'I have neither detected nor disclosed the sex of her foetus to anybody in any manner.',
    blocked: false,
    why: 'the doctor declaration',
  },
  { text: 'Fetal sex not determined.', blocked: false, why: 'statement of practice' },
  { text: 'Fetal sex determination is not done as per the PC-PNDT Act.', blocked: false, why: 'practice' },
  { text: 'Female foeticide is a punishable offence.', blocked: false, why: 'law' },
  { text: 'Beti Bachao, Beti Padhao.', blocked: false, why: 'slogan' },
  { text: 'बेटी बचाओ बेटी पढ़ाओ', blocked: false, why: 'slogan in Devanagari' },
  { text: 'Fetal genitalia not assessed as per the PC-PNDT Act.', blocked: false, why: 'negated genitalia' },
  { text: 'Serum beta hCG correlation is advised.', blocked: false, why: 'beta hCG' },
  { text: 'Beta-hCG levels are rising appropriately.', blocked: false, why: 'beta hCG' },
  { text: 'Mother is a known beta thalassaemia carrier.', blocked: false, why: 'beta thalassaemia' },
  { text: 'Beta blocker (labetalol) for PIH.', blocked: false, why: 'beta blocker' },
  { text: 'Fetal heart rate is 148 bpm and regular.', blocked: false, why: 'FHR' },
  { text: 'FHR 148 bpm', blocked: false, why: 'FHR abbreviation' },
  { text: 'Twin A in cephalic presentation; twin B in breech presentation.', blocked: false, why: 'twins' },
  { text: 'Fetus B: breech.', blocked: false, why: 'twin B is not boy' },
  { text: 'Placenta is posterior, upper segment, grade II.', blocked: false, why: 'placenta' },
  { text: 'Liquor is adequate (AFI 12 cm).', blocked: false, why: 'liquor' },
  { text: 'Estimated fetal weight (Hadlock IV) is 1850 g.', blocked: false, why: 'EFW' },
  { text: 'Cervix 3.4 cm, os closed.', blocked: false, why: 'cervix' },
  { text: 'G2P1L1A0, LMP 12/03/2026', blocked: false, why: 'obstetric formula' },
  { text: 'G3P2L2 (boy, girl)', blocked: false, why: 'living children after the formula' },
  { text: 'G2P1L1, boy', blocked: false, why: 'formula digits are not read as letters' },
  { text: 'Child 1 - sex: M, 5 yrs', blocked: false, why: 'a living child by the 2003 form' },
  { text: 'Previous baby: his growth was normal.', blocked: false, why: 'a born child' },
  { text: 'Fetus moving his limbs', blocked: 'Fetus moving his', why: 'masculine pronoun for the fetus' },
  { text: 'Referred by Dr. Xy.', blocked: false, why: 'a name, not a karyotype' },
  { text: 'Blue baby syndrome ruled out in previous child.', blocked: false, why: 'medical term' },
  { text: 'USG done. A B C D pattern.', blocked: false, why: 'spaced capitals that spell nothing' },
  { text: 'Mother is anxious; she was counselled.', blocked: false, why: 'she is the mother' },
  // Levels: a patient's address or a scrotal scan is not a pregnancy
  { text: 'Near Girls High School, Sector 4', level: 'person', blocked: false, why: 'an address' },
  { text: 'Boys Hostel, IIT Campus', level: 'person', blocked: false, why: 'an address' },
  { text: 'Jai Shri Krishna Apartments, Flat 4', level: 'person', blocked: false, why: 'a building' },
  { text: 'Both testes normal in size and echotexture.', level: 'clinical', blocked: false, why: 'scrotal scan' },
  { text: 'Sex: Male. 12 year old boy with pain abdomen.', level: 'clinical', blocked: false, why: 'a boy patient' },
  { text: 'Near Girls High School; fetus is male', level: 'person', blocked: 'fetus is male', why: 'still refused' },
  { text: 'ladka hoga', level: 'person', blocked: 'ladka hoga', why: 'refused in any field' },
  { text: '♀', level: 'person', blocked: '♀', why: 'refused in any field' },
  { text: 'Growth scan; fetus is male', level: 'clinical', blocked: 'fetus is male', why: 'issue 23' },
  { text: 'Posterior. Male fetus.', level: 'clinical', blocked: 'Male fetus', why: 'issue 23' },
  { text: 'present fetus male', level: 'pregnancy', blocked: 'fetus male', why: 'issue 23, children details' },
  { text: 'Ladki', level: 'clinical', blocked: 'Ladki', why: 'clinical text' },
];

describe('findFetalSexDisclosure', () => {
  it.each(cases)('$text → $blocked ($why)', ({ text, blocked, level }) => {
    expect(findFetalSexDisclosure(text, level)).toBe(blocked === false ? null : blocked);
  });

  it('finds a disclosure after a legitimate statement', () => {
    expect(findFetalSexDisclosure('Sex of the foetus has not been detected or disclosed. Fetal sex: male.')).toBe(
      'Fetal sex: male',
    );
  });

  it('returns null for empty text', () => {
    expect(findFetalSexDisclosure('')).toBeNull();
  });
});

describe('the case table (fetal-sex-cases.ts)', () => {
  it.each([...FETAL_SEX_CASES, ...SEX_IMPLYING_CASES])(
    '$expect: $text ($why, $field)',
    ({ text, expect: outcome, field, quote }) => {
      const found = findFetalSexDisclosure(text, field ?? 'obstetric');
      if (outcome === 'allow') expect(found).toBeNull();
      else if (quote) expect(found).toBe(quote);
      else expect(found).not.toBeNull();
    },
  );
});

describe('the refusal for a finding that implies a sex', () => {
  it.each(['Hypospadias', 'penis', 'Fetal ovarian'])('tells the doctor how to word %s', (phrase) => {
    expect(refusalFor(phrase, FETAL_SEX_MESSAGE)).toContain('abnormal position of the urethral opening');
  });

  it('adds nothing to other refusals', () => {
    expect(refusalFor('ladka hoga', FETAL_SEX_MESSAGE)).toBe(FETAL_SEX_MESSAGE('ladka hoga'));
  });
});
