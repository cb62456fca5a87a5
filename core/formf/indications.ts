/**
 * The representative list of indications for ultrasonography during pregnancy, Form F (2014)
 * Section B item 10 (research/domain-references.md A.3). Stored as codes; the wording is the
 * statutory text, so it must not be paraphrased.
 */
export const FORM_F_INDICATIONS = [
  { code: 'i', text: 'To diagnose intra-uterine and/or ectopic pregnancy and confirm viability' },
  { code: 'ii', text: 'Estimation of gestational age (dating)' },
  { code: 'iii', text: 'Detection of number of fetuses and their chorionicity' },
  {
    code: 'iv',
    text: 'Suspected pregnancy with IUCD in-situ or suspected pregnancy following contraceptive failure/MTP failure',
  },
  { code: 'v', text: 'Vaginal bleeding/leaking' },
  { code: 'vi', text: 'Follow-up of cases of abortion' },
  { code: 'vii', text: 'Assessment of cervical canal and diameter of internal os' },
  { code: 'viii', text: 'Discrepancy between uterine size and period of amenorrhoea' },
  { code: 'ix', text: 'Any suspected adnexal or uterine pathology/abnormality' },
  {
    code: 'x',
    text: 'Detection of chromosomal abnormalities, fetal structural defects and other abnormalities and their follow-up',
  },
  { code: 'xi', text: 'To evaluate fetal presentation and position' },
  { code: 'xii', text: 'Assessment of liquor amnii' },
  { code: 'xiii', text: 'Preterm labour/preterm premature rupture of membranes' },
  {
    code: 'xiv',
    text: 'Evaluation of placental position, thickness, grading and abnormalities (placenta praevia, retro-placental haemorrhage, abnormal adherence etc.)',
  },
  {
    code: 'xv',
    text: 'Evaluation of umbilical cord - presentation, insertion, nuchal encirclement, number of vessels and presence of true knot',
  },
  { code: 'xvi', text: 'Evaluation of previous Caesarean Section scars' },
  { code: 'xvii', text: 'Evaluation of fetal growth parameters, fetal weight and fetal well-being' },
  { code: 'xviii', text: 'Colour flow mapping and duplex Doppler studies' },
  {
    code: 'xix',
    text: 'Ultrasound guided procedures such as medical termination of pregnancy, external cephalic version etc. and their follow-up',
  },
  {
    code: 'xx',
    text: 'Adjunct to diagnostic and therapeutic invasive interventions such as chorionic villus sampling (CVS), amniocenteses, fetal blood sampling, fetal skin biopsy, amnio-infusion, intrauterine infusion, placement of shunts etc.',
  },
  { code: 'xxi', text: 'Observation of intra-partum events' },
  { code: 'xxii', text: 'Medical/surgical conditions complicating pregnancy' },
  { code: 'xxiii', text: 'Research/scientific studies in recognised institutions' },
] as const;

export type IndicationCode = (typeof FORM_F_INDICATIONS)[number]['code'];
export const INDICATION_CODES = FORM_F_INDICATIONS.map((i) => i.code) as [IndicationCode, ...IndicationCode[]];

/** Codes in the order of the official list, whatever order they were ticked in. */
export function sortIndicationCodes(codes: readonly string[]): IndicationCode[] {
  return INDICATION_CODES.filter((code) => codes.includes(code));
}
