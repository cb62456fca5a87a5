import { formatIsoDay } from '../../format/dates.ts';
import type { FormF } from '../formf-schemas.ts';
import { ADDITIONAL_TESTS, DIAGNOSIS_BASES, INVASIVE_INDICATIONS, INVASIVE_PROCEDURES } from '../formf-sections.ts';
import { PLACEHOLDER } from './formf-print-parts.ts';

type SectionC = NonNullable<FormF['sectionC']>;

const text = (value: string | null) => value?.trim() || null;
const day = (value: string | null) => (value ? formatIsoDay(value) : PLACEHOLDER.notRecorded);

/** A statutory list with the recorded choices ticked, and the "specify" text beside "other". */
function ticked(list: readonly { code: string; text: string }[], chosen: readonly string[], other: string | null) {
  const picked = list.filter((item) => chosen.includes(item.code)).map((item) => item.text);
  if (picked.length === 0) return PLACEHOLDER.notRecorded;
  return `${picked.join('; ')}${text(other) ? ` (specify: ${text(other)})` : ''}`;
}

/** Items 17 to 27's statutory wording, in order: the print and the forms CSV share it. */
export const SECTION_C_LABELS = [
  'Name of the doctor(s) performing the procedure(s)',
  'History of genetic / medical disease in the family (specify); basis of diagnosis',
  'Indication(s) for the diagnosis procedure',
  'Date on which the consent of the pregnant woman / person was obtained in Form G',
  'Invasive procedures carried out',
  'Any complication of the procedure (specify)',
  'Additional tests recommended',
  'Result of the procedures / tests carried out (brief report)',
  'Date on which the procedures were carried out',
  'The result of the pre-natal diagnostic procedures / tests was conveyed to',
  'Any indication for MTP as per the abnormality detected',
] as const;

/** Section C (items 17–27) as printed lines: every gap says "Not recorded". */
export function sectionCItems(c: SectionC): { no: string; label: string; value: string }[] {
  return [
    {
      no: '17',
      label: SECTION_C_LABELS[0] as string,
      value: text(c.doctorNames) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '18',
      label: SECTION_C_LABELS[1] as string,
      value: `${text(c.familyHistory) ?? PLACEHOLDER.notRecorded}; basis: ${ticked(DIAGNOSIS_BASES, c.diagnosisBasis, c.diagnosisBasisOther)}`,
    },
    {
      no: '19',
      label: SECTION_C_LABELS[2] as string,
      value: ticked(INVASIVE_INDICATIONS, c.indications, c.indicationsOther),
    },
    {
      no: '20',
      label: SECTION_C_LABELS[3] as string,
      value: day(c.consentDate),
    },
    {
      no: '21',
      label: SECTION_C_LABELS[4] as string,
      value: ticked(INVASIVE_PROCEDURES, c.procedures, c.procedureOther),
    },
    {
      no: '22',
      label: SECTION_C_LABELS[5] as string,
      value: text(c.complications) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '23',
      label: SECTION_C_LABELS[6] as string,
      value:
        c.additionalTests.length === 0 && !text(c.additionalTestOther)
          ? 'None recorded'
          : ticked(ADDITIONAL_TESTS, c.additionalTests, c.additionalTestOther),
    },
    {
      no: '24',
      label: SECTION_C_LABELS[7] as string,
      value: text(c.result) ?? PLACEHOLDER.notRecorded,
    },
    { no: '25', label: SECTION_C_LABELS[8] as string, value: day(c.procedureDate) },
    {
      no: '26',
      label: SECTION_C_LABELS[9] as string,
      value: `${text(c.resultConveyedTo) ?? PLACEHOLDER.notRecorded} on ${day(c.resultConveyedOn)}`,
    },
    {
      no: '27',
      label: SECTION_C_LABELS[10] as string,
      value: text(c.mtpIndication) ?? PLACEHOLDER.notSpecified,
    },
  ];
}
