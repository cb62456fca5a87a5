import { normalCdf } from './normal-cdf.ts';

/**
 * Fetal and uterine Doppler against published reference equations, gestational age (GA) in days.
 *
 * Umbilical artery (UA) PI, middle cerebral artery (MCA) PI and the cerebroplacental ratio
 * (CPR = MCA PI / UA PI): Ciobanu A, Wright A, Syngelaki A, Wright D, Akolekar R, Nicolaides KH.
 * Fetal Medicine Foundation reference ranges for umbilical artery and middle cerebral artery
 * pulsatility index and cerebroplacental ratio. Ultrasound Obstet Gynecol 2019;53:465-472
 * (with the authors' reply, UOG 2021;57:350, on how the equations are read). 72,387 singleton
 * pregnancies at 20+0 to 41+6 weeks; outside that the equations are not used (no centile).
 *   UA:  median PI = 1.6473 − 0.003005·GA;  SD(log10 PI) = 0.08713 − 0.0002936·GA + 0.0000009355·GA²
 *   MCA: mean log10 PI = 0.3117 − 0.0071·GA + 0.00006345·GA² − 0.0000001443·GA³;
 *        SD = 0.1708 − 0.001199·GA + 0.000003211·GA²
 *   CPR: mean log10 CPR = −0.3564 + 0.0003969·GA + 0.00003199·GA² − 0.00000009266·GA³;
 *        SD = 0.1948 − 0.00122·GA + 0.000003262·GA²
 * The paper's worked figures (UA PI 10th centile at 21+0 = 0.9975; MCA PI 75th centile at
 * 35+0 = 2.0219) are reproduced by the unit tests.
 *
 * Mean uterine artery (UtA) PI: Gómez O, Figueras F, Fernández S, et al. Reference ranges for
 * uterine artery mean pulsatility index at 11-41 weeks of gestation. Ultrasound Obstet Gynecol
 * 2008;32:128-132: ln(mean UtA PI) = 1.39 − 0.012·GA + 0.0000198·GA² (11+0 to 41+6 weeks), fitted
 * after a natural-log transformation, so the values are log-normal about that mean. The abstract
 * gives the 95th centile at three weeks: 2.70 at 11, 0.99 at 34 and 0.89 at 41 weeks. The spread
 * is read from those: SD(ln PI) at 11+0 and 41+0 weeks is ln(95th / mean) / 1.645 (0.2492 and
 * 0.1864). Our one assumption is that the SD changes linearly with GA between them (extended to
 * 41+6); the third published point, which the line was not fitted to, checks it: the model gives
 * 0.986 at 34 weeks against the paper's 0.99 (the unit tests hold all three).
 */
export const CIOBANU_2019_DAYS = { min: 140, max: 293 } as const; // 20+0 to 41+6 weeks
export const GOMEZ_2008_DAYS = { min: 77, max: 293 } as const; // 11+0 to 41+6 weeks

export type DopplerVessel = 'ua' | 'mca' | 'cpr';

interface LogNormalReference {
  /** log10 of the median at GA days. */
  median: (ga: number) => number;
  sd: (ga: number) => number;
}

const CIOBANU_2019: Record<DopplerVessel, LogNormalReference> = {
  ua: {
    median: (ga) => Math.log10(1.6473 - 0.003005 * ga),
    sd: (ga) => 0.08713 - 0.0002936 * ga + 0.0000009355 * ga ** 2,
  },
  mca: {
    median: (ga) => 0.3117 - 0.0071 * ga + 0.00006345 * ga ** 2 - 0.0000001443 * ga ** 3,
    sd: (ga) => 0.1708 - 0.001199 * ga + 0.000003211 * ga ** 2,
  },
  cpr: {
    median: (ga) => -0.3564 + 0.0003969 * ga + 0.00003199 * ga ** 2 - 0.00000009266 * ga ** 3,
    sd: (ga) => 0.1948 - 0.00122 * ga + 0.000003262 * ga ** 2,
  },
};

export const inCiobanuRange = (gaDays: number) => gaDays >= CIOBANU_2019_DAYS.min && gaDays <= CIOBANU_2019_DAYS.max;

/** The value of a vessel's index at a z-score for GA days (z = -1.645 is the 5th centile), as the paper tabulates. */
export function dopplerValueAtZ(vessel: DopplerVessel, gaDays: number, z: number): number {
  const ref = CIOBANU_2019[vessel];
  return 10 ** (ref.median(gaDays) + z * ref.sd(gaDays));
}

export type CentileFlag = 'below-5th' | 'above-95th' | null;

export interface DopplerCentile {
  median: number;
  z: number;
  /** 0-100, one decimal. */
  centile: number;
  flag: CentileFlag;
}

/** Below the 5th and above the 95th centile are flagged; the 5th and 95th themselves are not. */
export function centileFlag(centile: number): CentileFlag {
  if (centile < 5) return 'below-5th';
  if (centile > 95) return 'above-95th';
  return null;
}

/** The centile of a PI or CPR at GA days, or null outside 20+0 to 41+6 weeks. */
export function dopplerCentile(vessel: DopplerVessel, value: number, gaDays: number): DopplerCentile | null {
  if (!(value > 0) || !inCiobanuRange(gaDays)) return null;
  const ref = CIOBANU_2019[vessel];
  const z = (Math.log10(value) - ref.median(gaDays)) / ref.sd(gaDays);
  const centile = Math.round(normalCdf(z) * 1000) / 10;
  return { median: 10 ** ref.median(gaDays), z, centile, flag: centileFlag(centile) };
}

const inGomezRange = (gaDays: number) => gaDays >= GOMEZ_2008_DAYS.min && gaDays <= GOMEZ_2008_DAYS.max;
const gomezLnMean = (ga: number) => 1.39 - 0.012 * ga + 0.0000198 * ga ** 2;

/** z for the 95th centile: the published 95th centiles are mean · e^(Z95 · SD). */
const Z95 = 1.6448536;
/** [GA days, published 95th centile] at 11+0 and 41+0 weeks (Gómez 2008 abstract). */
const GOMEZ_95TH_AT_11 = [77, 2.7] as const;
const GOMEZ_95TH_AT_41 = [287, 0.89] as const;
const sdAt = ([ga, p95]: readonly [number, number]) => (Math.log(p95) - gomezLnMean(ga)) / Z95;
const GOMEZ_SD_11 = sdAt(GOMEZ_95TH_AT_11);
const GOMEZ_SD_SLOPE = (sdAt(GOMEZ_95TH_AT_41) - GOMEZ_SD_11) / (GOMEZ_95TH_AT_41[0] - GOMEZ_95TH_AT_11[0]);
const gomezLnSd = (ga: number) => GOMEZ_SD_11 + GOMEZ_SD_SLOPE * (ga - GOMEZ_95TH_AT_11[0]);

/** The expected mean UtA PI at GA days (Gómez 2008), or null outside 11+0 to 41+6 weeks. */
export function uterineMeanPiExpected(gaDays: number): number | null {
  if (!inGomezRange(gaDays)) return null;
  return Math.exp(gomezLnMean(gaDays));
}

/** The mean UtA PI at a z-score for GA days (z = 1.645 is the 95th centile). */
export function uterineMeanPiAtZ(gaDays: number, z: number): number {
  return Math.exp(gomezLnMean(gaDays) + z * gomezLnSd(gaDays));
}

/** The centile of a mean UtA PI at GA days, or null outside 11+0 to 41+6 weeks. */
export function uterineMeanPiCentile(value: number, gaDays: number): DopplerCentile | null {
  if (!(value > 0) || !inGomezRange(gaDays)) return null;
  const z = (Math.log(value) - gomezLnMean(gaDays)) / gomezLnSd(gaDays);
  const centile = Math.round(normalCdf(z) * 1000) / 10;
  return { median: Math.exp(gomezLnMean(gaDays)), z, centile, flag: centileFlag(centile) };
}
