import type { FieldKind } from './fetal-sex-guard.ts';
import type { GuardLevel } from './fetal-sex-vocabulary.ts';

/**
 * The guard's case table, both ways (issue 29 §1): the product's most important test data. Add a
 * row for every wording found in the field, blocked or wrongly blocked. `field` is the kind of
 * field the text is in (fetal-sex-guard.ts FIELD_KIND_LEVELS), 'obstetric' when not given.
 * `quote`, for a blocked case, is the phrase the refusal must name.
 */
export interface FetalSexCase {
  text: string;
  expect: 'block' | 'allow';
  field?: FieldKind | GuardLevel;
  quote?: string;
  why: string;
}

const block = (text: string, why: string, field?: FieldKind, quote?: string): FetalSexCase => ({
  text,
  expect: 'block',
  why,
  ...(field ? { field } : {}),
  ...(quote ? { quote } : {}),
});
const allow = (text: string, why: string, field?: FieldKind): FetalSexCase => ({
  text,
  expect: 'allow',
  why,
  ...(field ? { field } : {}),
});

export const FETAL_SEX_CASES: readonly FetalSexCase[] = [
  // --- Issue 29: abbreviations and layouts ---
  block('M fetus', 'issue 29: letter before fetus', 'clinical', 'M fetus'),
  block('fetus / M', 'issue 29: table layout', 'clinical', 'fetus / M'),
  block('Fetus 1 M', 'issue 29: numbered fetus', 'clinical', 'Fetus 1 M'),
  block('SLIUP male', 'issue 29: SLIUP', 'clinical', 'SLIUP male'),
  block('20 wks M', 'issue 29: GA then letter', undefined, '20 wks M'),
  block('Sex M', 'issue 29: no colon', undefined, 'Sex M'),
  block('M/F', 'issue 29: shorthand', undefined, 'M/F'),
  block('Twin A male, Twin B female', 'issue 29: twins', 'clinical', 'Twin A male'),
  block('Twin 2 - F', 'twin with a letter', 'clinical'),
  block('Foetus B: M', 'lettered foetus', 'clinical'),
  block('SLIUP of 22 weeks male', 'SLIUP with GA', 'clinical'),
  // --- Issue 29: must pass (false positives) ---
  allow('Live fetus (M-mode FHR 150 bpm)', 'issue 29: M-mode'),
  allow('FETUS: M MODE FHR 150', 'issue 29: M MODE upper case'),
  allow('Fetus A: F.L. 32 mm', 'issue 29: femur length'),
  allow('Fetus B: FL 41 mm, BPD 52 mm', 'femur length without dots'),
  allow('Fetal genitalia: not commented upon as per PC-PNDT Act', 'issue 29: standard wording'),
  allow('Fetal genitalia: deferred as per PC-PNDT Act', 'issue 29: standard wording'),
  allow('Vulval varicosities noted', 'issue 29: maternal finding'),
  allow('Bartholin cyst in left labia majora', 'issue 29: maternal finding'),
  allow('Husband 46,XY; wife 46,XX. Recurrent miscarriage work-up.', 'issue 29: parental karyotypes'),
  allow("Husband's karyotype: normal male", 'parental karyotype in words'),
  allow('Near Laxmi Aai Mandir, Kolhapur', 'issue 29: deity in an address', 'address'),
  allow('Jai Mata Di Hospital, Jammu', 'issue 29: deity in a referrer', 'referrer'),
  allow('Referred from Jai Mata Di Hospital', 'a hospital named in clinical text', 'clinical'),
  allow('Jai Shri Krishna Nursing Home', 'a nursing home', 'referrer'),
  allow('Brought by beti', 'issue 29: an adult daughter', 'note'),
  allow('बेटी के साथ आईं', 'issue 29: "Brought by beti" in Devanagari, an adult daughter', 'note'),
  allow('बेटे के साथ आए', 'an adult son brought her, Devanagari', 'note'),
  block('बेटी के साथ आई है, पेट में बेटा है', 'the escort excuse does not hide a womb phrase', 'note', 'पेट में बेटा'),
  // The deity names in addresses and referrers, in Devanagari too (issue 29 §1, both ways).
  allow('लक्ष्मी आई मंदिर के पास, कोल्हापुर', 'issue 29: deity in an address, Devanagari', 'address'),
  allow('जय माता दी अस्पताल, जम्मू', 'issue 29: deity in a referrer, Devanagari', 'referrer'),
  allow('Accompanied by son', 'an adult son', 'note'),
  allow('Received by: beta (patient is bedridden)', 'payment received by a son', 'note'),
  allow('Junior resident on duty: Dr. Iyer', 'a junior doctor', 'clinical'),
  // --- Issue 29: scope by pregnancy, the examples at the obstetric level ---
  block('Gravid uterus, 30 weeks, B/G: B', 'issue 29: pelvic report of a pregnant woman', undefined, 'B/G'),
  block('Early IUP 9 weeks; penis seen', 'issue 29', undefined, 'penis'),
  block('Live intrauterine pregnancy of 20 weeks, male baby, XY', 'issue 29', undefined, '20 weeks, male'),
  // --- Hindi and Hinglish ---
  block('pet mein beta', 'issue 29: in the womb', 'address', 'pet mein beta'),
  block('male hoga', 'issue 29: English word, Hindi verb', 'name', 'male hoga'),
  block('beta hi hoga', 'issue 29: particle', 'name', 'beta hi hoga'),
  block('पुत्र होगा', 'issue 29: Sanskrit word', 'name', 'पुत्र होगा'),
  block('कन्या', 'issue 29: bare', 'clinical', 'कन्या'),
  block('लिंग: पुरुष', 'issue 29: label', undefined, 'लिंग: पुरुष'),
  block('बालक', 'issue 29: boy', 'clinical'),
  block('कुल का दीपक आएगा', 'issue 29: idiom for a son', 'name', 'कुल का दीपक'),
  block('ल ड़ का', 'issue 29: spaced Devanagari', 'clinical', 'ल ड़ का'),
  block('बे टा होगा', 'spaced Devanagari', 'clinical'),
  block('लक्ष्मी आई है', 'issue 29: code word in Devanagari', 'clinical', 'लक्ष्मी आई'),
  block('जय श्री कृष्ण', 'issue 29: code word in Devanagari', 'clinical', 'जय श्री कृष्ण'),
  block('जय माता दी', 'code word in Devanagari', 'clinical'),
  block('Laxmi aayi hai', 'code word in clinical text', 'note', 'Laxmi aayi'),
  block('Bitiya hogi', 'daughter, will be', 'name'),
  block('ladka to hoga na', 'particle', 'name'),
  block('girl hogi', 'English noun, Hindi verb', 'name'),
  block('kokh mein ladki hai', 'in the womb', 'name'),
  block('गर्भ में बेटा है', 'in the womb, Devanagari', 'name'),
  block('vansh ka chirag aa raha hai', 'idiom for a son', 'name'),
  block('putri', 'Sanskrit in Latin', 'clinical'),
  block('बालिका', 'girl', 'clinical'),
  block('पुत्र', 'son', 'clinical'),
  block('बेटा ही होगा', 'particle, Devanagari', 'name'),
  block('लिंग - लड़की', 'label with a dash', undefined),
  allow('लिंग: स्त्री', "the woman's own sex"),
  allow('दो बेटे, 8 और 5 साल', 'a living family'),
  allow('1 beta 1 beti', 'a living family'),
  allow('Beti Bachao Beti Padhao camp', 'slogan'),
  allow('Laxmi Nagar, Delhi', 'a place', 'address'),
  allow('Laxmi Aai Mandir road', 'a place in clinical text', 'clinical'),
  allow('Pet mein dard, 2 din se', 'pain in the abdomen'),
  allow('Patient: Kanya Kumari Sharma', 'a name', 'name'),
  allow('Beta-hCG 1200 mIU/mL', 'a hormone'),
  allow('Gopal Krishna Hospital', 'a hospital', 'referrer'),
  allow('Dr. Balakrishnan', 'a name containing balak', 'referrer'),
  // --- Other languages: own scripts and Latin ---
  block('بیٹا', 'Urdu: son', 'clinical'),
  block('بیٹی ہوگی', 'Urdu: daughter', 'clinical', 'بیٹی'),
  block('لڑکا', 'Urdu: boy', 'clinical'),
  block('மகன்', 'Tamil: son', 'clinical'),
  block('பெண் குழந்தை', 'Tamil: female child', 'clinical'),
  block('paiyan', 'Tamil in Latin', 'clinical'),
  block('కొడుకు', 'Telugu: son', 'clinical'),
  block('koduku', 'Telugu in Latin', 'clinical'),
  block('മകൾ', 'Malayalam: daughter', 'clinical'),
  block('ആൺകുട്ടി', 'Malayalam: boy', 'clinical'),
  block('penkutty', 'Malayalam in Latin', 'clinical'),
  block('ଝିଅ', 'Odia: daughter', 'clinical'),
  block('jhia', 'Odia in Latin', 'clinical'),
  block('মেয়ে', 'Bengali: girl', 'clinical'),
  block('chhele hobe', 'Bengali in Latin', 'clinical', 'chhele'),
  block('मुलगा होणार', 'Marathi: son', 'clinical', 'मुलगा'),
  block('porgi', 'Marathi in Latin', 'clinical'),
  block('ਪੁੱਤ', 'Punjabi: son', 'clinical'),
  block('ਧੀ', 'Punjabi: daughter', 'clinical'),
  block('puttar', 'Punjabi in Latin', 'clinical'),
  block('ಮಗಳು', 'Kannada: daughter', 'clinical'),
  allow('Mrs. Munda, 26 years', 'a surname', 'clinical'),
  allow('Patient is Ponnamma, G2P1', 'a name containing ponnu', 'clinical'),
  allow('2 மகன்', 'Tamil: a living family by count', 'clinical'),
  // --- Genetics ---
  block('karyotype: normal male', 'issue 29', undefined, 'karyotype: normal male'),
  block('NIPT low risk, male', 'issue 29', 'clinical', 'NIPT low risk, male'),
  block('Y chromosome present', 'issue 29', undefined, 'Y chromosome'),
  block('SRY positive', 'issue 29', undefined, 'SRY'),
  block('46,X,Y', 'issue 29', undefined, '46,X,Y'),
  block('Amnio: 47,XXY', 'Klinefelter discloses male'),
  block('cfDNA: no aneuploidy; fetal sex F', 'cell-free DNA', 'clinical'),
  allow('NIPT: low risk for trisomy 21, 18, 13', 'NIPT without sex', 'clinical'),
  allow('Husband: Y chromosome microdeletion negative', 'male infertility'),
  // --- Signs and indirect phrases ---
  block('🔵', 'issue 29: blue', 'name'),
  block('💗', 'issue 29: pink heart', 'name'),
  block('⚥', 'issue 29: sign', 'name'),
  block('he is kicking', 'issue 29: pronoun', 'clinical', 'he is kicking'),
  block('expecting a son', 'issue 29', 'name', 'expecting a son'),
  block('junior is active', 'issue 29', undefined, 'junior'),
  block('Our little princess is growing well', 'euphemism'),
  block('She is sucking her thumb', 'pronoun with a foetal action', 'clinical'),
  allow('She is anxious about the scan', 'the mother'),
  allow('He (husband) is a known diabetic', 'the husband', 'clinical'),
];

/** Findings that imply a sex (policy: vocabulary/sex-implying-findings.ts): refused by name, passed in neutral words. */
export const SEX_IMPLYING_CASES: readonly FetalSexCase[] = [
  block('Hypospadias suspected', 'names a male condition', undefined, 'Hypospadias'),
  block('Fetal ovarian cyst 2 cm', 'names a female organ', undefined, 'Fetal ovarian'),
  block('Bilateral hydrocele', 'a male condition'),
  block('Hydrometrocolpos', 'a female condition'),
  allow('Abnormal position of the urethral opening suspected', 'the neutral wording'),
  allow('Cystic lesion 2 cm in the fetal lower abdomen, separate from the bladder', 'the neutral wording'),
  allow('Left ovarian cyst 3 cm (maternal), corpus luteum', "the woman's own ovary"),
];
