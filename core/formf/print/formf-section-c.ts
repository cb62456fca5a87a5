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

/** Section C (items 17–27) as printed lines: every gap says "Not recorded". */
export function sectionCItems(c: SectionC): { no: string; label: string; value: string }[] {
  return [
    {
      no: '17',
      label: 'Name of the doctor(s) performing the procedure(s)',
      value: text(c.doctorNames) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '18',
      label: 'History of genetic / medical disease in the family (specify); basis of diagnosis',
      value: `${text(c.familyHistory) ?? PLACEHOLDER.notRecorded}; basis: ${ticked(DIAGNOSIS_BASES, c.diagnosisBasis, c.diagnosisBasisOther)}`,
    },
    {
      no: '19',
      label: 'Indication(s) for the diagnosis procedure',
      value: ticked(INVASIVE_INDICATIONS, c.indications, c.indicationsOther),
    },
    {
      no: '20',
      label: 'Date on which the consent of the pregnant woman / person was obtained in Form G',
      value: day(c.consentDate),
    },
    {
      no: '21',
      label: 'Invasive procedures carried out',
      value: ticked(INVASIVE_PROCEDURES, c.procedures, c.procedureOther),
    },
    {
      no: '22',
      label: 'Any complication of the procedure (specify)',
      value: text(c.complications) ?? PLACEHOLDER.notRecorded,
    },
    {
      no: '23',
      label: 'Additional tests recommended',
      value:
        c.additionalTests.length === 0 && !text(c.additionalTestOther)
          ? 'None recorded'
          : ticked(ADDITIONAL_TESTS, c.additionalTests, c.additionalTestOther),
    },
    {
      no: '24',
      label: 'Result of the procedures / tests carried out (brief report)',
      value: text(c.result) ?? PLACEHOLDER.notRecorded,
    },
    { no: '25', label: 'Date on which the procedures were carried out', value: day(c.procedureDate) },
    {
      no: '26',
      label: 'The result of the pre-natal diagnostic procedures / tests was conveyed to',
      value: `${text(c.resultConveyedTo) ?? PLACEHOLDER.notRecorded} on ${day(c.resultConveyedOn)}`,
    },
    {
      no: '27',
      label: 'Any indication for MTP as per the abnormality detected',
      value: text(c.mtpIndication) ?? PLACEHOLDER.notSpecified,
    },
  ];
}
