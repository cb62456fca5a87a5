import type { z } from 'zod';
import type { CalculatorId } from '../template-definition.ts';
import { BiradsDataSchema, scoreBirads } from './breast-birads.ts';
import { DopplerDataSchema, scoreDoppler } from './fetal-doppler.ts';
import { FirstTrimesterDataSchema, scoreFirstTrimester } from './first-trimester-dating.ts';
import { FollicularDataSchema, scoreFollicular } from './follicular-monitoring.ts';
import { GrowthDataSchema, type GrowthPoint, scoreGrowth } from './growth-follow-up.ts';
import { scoreTirads, TiradsDataSchema } from './thyroid-tirads.ts';

/** What a calculator may read from the report besides its own descriptors. */
export interface CalculatorContext {
  lastMenstrualPeriod: string | null;
  /** The growth calculator's earlier scans of this pregnancy, read by the server from stored reports. */
  earlierScans?: readonly GrowthPoint[];
}

interface Calculator {
  schema: z.ZodType;
  score: (data: never, context: CalculatorContext) => unknown;
}

function calculator<S extends z.ZodType>(schema: S, score: (data: z.output<S>, context: CalculatorContext) => unknown) {
  return { schema, score } as Calculator;
}

const CALCULATORS: Record<CalculatorId, Calculator> = {
  tirads: calculator(TiradsDataSchema, scoreTirads),
  'first-trimester-dating': calculator(FirstTrimesterDataSchema, (data, context) =>
    scoreFirstTrimester(data, context.lastMenstrualPeriod),
  ),
  'fetal-doppler': calculator(DopplerDataSchema, scoreDoppler),
  birads: calculator(BiradsDataSchema, scoreBirads),
  follicular: calculator(FollicularDataSchema, scoreFollicular),
  growth: calculator(GrowthDataSchema, (data, context) =>
    scoreGrowth(data, context.earlierScans, context.lastMenstrualPeriod),
  ),
};

export type ScoredTemplateData =
  | { ok: true; data: unknown; scores: unknown }
  | { ok: false; issues: { field: string; message: string }[] };

/**
 * The descriptors checked against the template's calculator and scored. The server stores both,
 * so what is printed is always what these pure functions computed from what is stored; the
 * browser calls the same function to show the score while typing.
 */
export function scoreTemplateData(id: CalculatorId, raw: unknown, context: CalculatorContext): ScoredTemplateData {
  const calc = CALCULATORS[id];
  const parsed = calc.schema.safeParse(raw ?? {});
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        field: ['templateData', ...issue.path.map(String)].join('.'),
        message: issue.message,
      })),
    };
  }
  return { ok: true, data: parsed.data, scores: calc.score(parsed.data as never, context) };
}
