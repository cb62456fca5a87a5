import { formatIsoDay } from '../../format/dates.ts';
import { DATED_BY, type DatingDecision, datedGaText } from '../../obstetrics/dating-decision.ts';
import { formatWeeksDays } from '../../obstetrics/lmp.ts';
import { BIOMETRY_KEYS } from '../biometry-keys.ts';
import { type Fetus, multipleFetuses } from '../fetuses.ts';
import { type ComputedFetus, type ComputeInput, computeReport, type ReportComputed } from '../report-computed.ts';
import {
  centileWords,
  type DraftSentence,
  grams,
  numberInText,
  type ReportDraftSuggestion,
  sentence,
} from './draft-types.ts';

/** What an obstetric draft reads: the values the report computes from, and the typed observations. */
export interface ObstetricDraftInput extends ComputeInput {
  fetalPresentation?: string | null;
  fetalHeartRate?: string | null;
  amnioticFluid?: string | null;
  fetalMovements?: boolean | null;
  /** As recorded: false is "one fetus", null is not recorded. */
  multiplePregnancy?: boolean | null;
}

/**
 * Thresholds every sentence states, with their source, so a doctor can check them:
 * AFI 5 cm or less oligohydramnios, above 24 cm polyhydramnios (the template's normal ranges,
 * Magann 2000 / Moore & Cayle 1990); FHR 110-160 bpm (NICE CG190 / FIGO 2015 baseline);
 * EFW below the 10th or above the 90th centile (Hadlock 1991); GA by biometry more than 14 days
 * from the dated age prompts a growth review (ACOG 700 re-dating window at 22+ weeks).
 */
export const OBSTETRIC_LIMITS = { afiLowCm: 5, afiHighCm: 24, fhrLow: 110, fhrHigh: 160, gaGapDays: 14 } as const;

const PRESENTATIONS = ['cephalic', 'breech', 'transverse', 'oblique', 'variable'] as const;
const COUNT_WORDS = ['Single', 'Twin', 'Triplet', 'Quadruplet'] as const;
const weeksDays = (days: number) => formatWeeksDays(Math.floor(days / 7), days % 7);

/** Only a known word is taken from the typed presentation: free text is never copied into a draft. */
function presentationWord(text: string | null | undefined): string | null {
  const lower = (text ?? '').toLowerCase();
  return PRESENTATIONS.find((word) => lower.includes(word)) ?? null;
}

function presentationPhrase(word: string | null): string {
  if (!word) return '';
  if (word === 'transverse' || word === 'oblique') return ` in ${word} lie`;
  if (word === 'variable') return ' in variable presentation';
  return ` in ${word} presentation`;
}

interface FetusFacts {
  label: string | null;
  biometry: Record<string, number>;
  computed: ComputedFetus | undefined;
  presentation: string | null;
  fhr: number | null;
  afi: number | null;
}

function factsOf(input: ObstetricDraftInput, computed: ReportComputed): FetusFacts[] {
  const pick = (f: Partial<Fetus>) => {
    const named: [string, number | null | undefined][] = [
      ['BPD', f.bpd],
      ['HC', f.hc],
      ['AC', f.ac],
      ['FL', f.fl],
      ['CRL', f.crl],
    ];
    return Object.fromEntries(named.filter(([, value]) => typeof value === 'number' && value > 0)) as Record<
      string,
      number
    >;
  };
  const many = multipleFetuses(input);
  if (many.length) {
    return many.map((fetus, index) => ({
      label: fetus.label,
      biometry: pick(fetus),
      computed: computed.fetuses[index],
      presentation: presentationWord(fetus.presentation),
      fhr: fetus.fhr ?? null,
      afi: fetus.afi ?? null,
    }));
  }
  const num = (v: unknown) => numberInText(v == null ? null : String(v));
  return [
    {
      label: null,
      biometry: pick({
        bpd: num(input.biparietalDiameter),
        hc: num(input.measurements[BIOMETRY_KEYS.hc]),
        ac: num(input.abdominalCircumference),
        fl: num(input.femurLength),
        crl: num(input.templateData?.crlMm),
      }),
      computed: computed.fetuses[0],
      presentation: presentationWord(input.fetalPresentation),
      fhr: numberInText(input.fetalHeartRate),
      afi: /\d/.test(input.amnioticFluid ?? '') ? numberInText(input.amnioticFluid) : null,
    },
  ];
}

function liquorSentence(prefix: string, afi: number): DraftSentence {
  const cite = [`AFI ${afi} cm`];
  if (afi <= OBSTETRIC_LIMITS.afiLowCm)
    return sentence(
      `${prefix}Liquor reduced (AFI ${afi} cm, oligohydramnios): suggest clinical correlation and follow-up`,
      cite,
      true,
    );
  if (afi > OBSTETRIC_LIMITS.afiHighCm)
    return sentence(
      `${prefix}Liquor increased (AFI ${afi} cm, polyhydramnios): suggest clinical correlation and follow-up`,
      cite,
      true,
    );
  return sentence(`${prefix}liquor adequate (AFI ${afi} cm)`, cite);
}

function fetusSentences(
  fetus: FetusFacts,
  dating: DatingDecision | null,
  count: number,
  recordedSingle: boolean | null | undefined,
) {
  const impression: DraftSentence[] = [];
  const findings = {
    fetalPresentation: [] as DraftSentence[],
    liquor: [] as DraftSentence[],
    biometry: [] as DraftSentence[],
  };
  const who = fetus.label ? `Fetus ${fetus.label}: ` : '';
  const lower = (text: string) => (who ? text.charAt(0).toLowerCase() + text.slice(1) : text);
  const measured = Object.entries(fetus.biometry).map(([name, value]) => `${name} ${value} mm`);
  const c = fetus.computed;
  if (fetus.fhr !== null) {
    const cite = [`FHR ${fetus.fhr} bpm`];
    findings.fetalPresentation.push(
      sentence(`${who}${lower('Fetal cardiac activity present, heart rate')} ${fetus.fhr} bpm`, cite),
    );
    if (fetus.fhr < OBSTETRIC_LIMITS.fhrLow || fetus.fhr > OBSTETRIC_LIMITS.fhrHigh)
      impression.push(
        sentence(`${who}Fetal heart rate ${fetus.fhr} bpm is outside 110-160 bpm: suggest clinical review`, cite, true),
      );
  }
  if (count === 1) {
    // "Single" only when the doctor recorded no multiple pregnancy: a draft states nothing unrecorded.
    const single = recordedSingle === true;
    const live = fetus.fhr !== null ? 'live ' : '';
    impression.push(
      sentence(`${single ? 'single ' : ''}${live}intrauterine fetus${presentationPhrase(fetus.presentation)}`, [
        ...(single ? ['Multiple Pregnancy: No'] : ['one fetus measured']),
        ...(fetus.presentation ? [`presentation ${fetus.presentation}`] : []),
        ...(fetus.fhr !== null ? [`FHR ${fetus.fhr} bpm`] : []),
      ]),
    );
  } else if (fetus.presentation) {
    findings.fetalPresentation.push(
      sentence(`${who}${presentationPhrase(fetus.presentation).trim()}`, [`presentation ${fetus.presentation}`]),
    );
  }
  if (c?.gaBiometryDays != null && measured.length) {
    const ga = weeksDays(c.gaBiometryDays);
    impression.push(sentence(`biometry corresponds to ${ga}`, [...measured, c.gaBiometryMethod ?? 'Hadlock 1984']));
    findings.biometry.push(sentence(`${who}${measured.join(', ')}: biometry corresponds to ${ga} (Hadlock)`, measured));
    if (
      dating &&
      dating.method !== 'biometry' &&
      Math.abs(c.gaBiometryDays - dating.gaDays) > OBSTETRIC_LIMITS.gaGapDays
    ) {
      const behind = c.gaBiometryDays < dating.gaDays;
      impression.push(
        sentence(
          `${who}Biometry ${behind ? 'lags behind' : 'is ahead of'} the dated age (${datedGaText(dating)}) by more than 2 weeks: suggest growth review`,
          [...measured, `dated ${DATED_BY[dating.method]}`],
          true,
        ),
      );
    }
  }
  if (c?.efwGrams != null) {
    const centile = c.efwCentile !== null ? `, ${centileWords(c.efwCentile)}` : '';
    const cite = [...measured, 'Hadlock IV', ...(dating ? [`GA ${datedGaText(dating)}`] : [])];
    const centileNote = c.efwCentile !== null ? `${centileWords(c.efwCentile)}, ` : '';
    impression.push(sentence(`EFW ${grams(c.efwGrams)} (${centileNote}Hadlock)`, cite));
    findings.biometry.push(
      sentence(
        `${who}Estimated fetal weight (Hadlock IV) ${grams(c.efwGrams)}${centile ? `${centile} for gestational age (Hadlock 1991)` : ''}`,
        cite,
      ),
    );
    if (c.growth === 'SGA')
      impression.push(sentence(`${who}EFW below the 10th centile: suggest growth follow-up and Doppler`, cite, true));
    if (c.growth === 'LGA')
      impression.push(
        sentence(`${who}EFW above the 90th centile: suggest clinical correlation and growth follow-up`, cite, true),
      );
  }
  if (fetus.afi !== null) {
    const liquor = liquorSentence(liquorPrefix(fetus.afi, who), fetus.afi);
    impression.push(liquor);
    findings.liquor.push(sentence(`${who}${lower('Amniotic fluid index')} ${fetus.afi} cm`, liquor.sources));
  }
  return { impression: oneClausePerFetus(impression, who), findings };
}

/** Abnormal sentences stand alone and carry the fetus's label; a summary clause does not. */
const liquorPrefix = (afi: number, who: string) =>
  afi <= OBSTETRIC_LIMITS.afiLowCm || afi > OBSTETRIC_LIMITS.afiHighCm ? who : '';

/** "Fetus A: biometry corresponds to …, EFW …, liquor adequate": one summary clause per fetus of a multiple pregnancy. */
function oneClausePerFetus(impression: DraftSentence[], who: string): DraftSentence[] {
  const summary = impression.filter((s) => !s.abnormal);
  if (!who || summary.length === 0) return impression;
  const merged = sentence(`${who}${summary.map((s) => s.text).join(', ')}`, [
    ...new Set(summary.flatMap((s) => s.sources)),
  ]);
  return [merged, ...impression.filter((s) => s.abnormal)];
}

/**
 * The draft of an obstetric report from its biometry, dating and typed observations, computed
 * with the same functions as the report's computed values (report-computed.ts), so the draft
 * cannot state a GA or a weight the report itself does not.
 */
export function draftObstetric(input: ObstetricDraftInput): ReportDraftSuggestion {
  const computed = computeReport(input);
  const fetuses = factsOf(input, computed);
  const dating = computed.dating;
  const impression: DraftSentence[] = [];
  const findings = new Map<string, DraftSentence[]>();
  const add = (section: string, sentences: DraftSentence[]) =>
    sentences.length && findings.set(section, [...(findings.get(section) ?? []), ...sentences]);
  if (fetuses.length > 1) {
    const word = COUNT_WORDS[fetuses.length - 1] ?? `${fetuses.length}-fetus`;
    impression.push(sentence(`${word.toLowerCase()} intrauterine pregnancy`, [`${fetuses.length} fetuses recorded`]));
  }
  for (const fetus of fetuses) {
    const part = fetusSentences(fetus, dating, fetuses.length, input.multiplePregnancy === false);
    impression.push(...part.impression);
    for (const [section, sentences] of Object.entries(part.findings)) add(section, sentences);
  }
  if (dating) {
    const cite = [
      ...(input.lastMenstrualPeriod ? [`LMP ${formatIsoDay(input.lastMenstrualPeriod)}`] : []),
      `scan ${formatIsoDay(input.scanDate)}`,
      dating.rule,
    ];
    add('biometry', [sentence(`Gestational age ${datedGaText(dating)}; EDD ${formatIsoDay(dating.edd)}`, cite)]);
  }
  if (computed.discordance) {
    const d = computed.discordance;
    const cite = fetuses.map((f) => `Fetus ${f.label} EFW ${f.computed?.efwGrams ?? '?'} g`);
    impression.push(
      d.flagged ? sentence(`EFW discordance ${d.note}`, cite, true) : sentence(`EFW discordance ${d.percent}%`, cite),
    );
  }
  return {
    impression,
    findings: [...findings].map(([section, sentences]) => ({ section, sentences })),
  };
}
