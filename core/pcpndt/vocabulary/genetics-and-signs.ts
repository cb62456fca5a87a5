import { type DisclosureRule, rx, src } from './rule.ts';

/**
 * Genetic results name a sex as surely as words do: a karyotype ("46,X,Y", "karyotype: normal
 * male"), a cell-free DNA screen that reports it ("NIPT low risk, male"), the Y chromosome or
 * its SRY gene. The parents' own karyotypes in a recurrent-miscarriage work-up are allowed
 * (fetal-sex-vocabulary.ts ALLOWED_PHRASES). Signs: colours, hearts and symbols used for a sex.
 */

export const GENETICS_RULES: readonly DisclosureRule[] = [
  // 46,X,Y; 46 XY; 47,XXY
  { level: 'pregnancy', pattern: /\b4[5-9]\s*,?\s*X(?:\s*[,.]?\s*[XY])+\b/giu },
  { level: 'pregnancy', pattern: rx(src`\bkaryotyp\w*\b[^.;\n]{0,30}?\b(?:(?:fe)?male|boy|girl|X[XY])\b`) },
  // NIPT / cfDNA screens: anything after them that names a sex
  {
    level: 'clinical',
    pattern: rx(
      src`\b(?:nipt|nips|cfdna|cell[\s-]free\s+(?:fetal\s+)?dna|harmony|panorama|materni\s*t21)\b[^.;\n]{0,50}?\b(?:(?:fe)?male|boy|girl|X[XY]|y[\s-]?chromosom\w*|[mf]\b(?!\s*[-‐]?\s*mode))`,
    ),
  },
  // "XX karyotype", "46XY karyotype": the karyotype named after its value
  { level: 'pregnancy', pattern: /\b(?:4[5-9]\s*,?\s*)?X[XY]\s+karyotyp\w*/giu },
  // "sex chromosomes: XY" in a screening report (an aneuploidy result, "sex chromosome aneuploidy: low risk", passes)
  { level: 'clinical', pattern: /\bsex\s+chromosom\w*\s*[:=-]?\s*(?:are\s+|is\s+)?X[XY]\b/giu },
  // The Y chromosome found (or not: its absence discloses a girl)
  { level: 'pregnancy', pattern: /\by[\s-]?chromosom\w*|\bSRY\b/giu },
];

export const SIGN_RULES: readonly DisclosureRule[] = [
  // ⚥ ⚦ male-and-female signs, 🔵 blue circle, 💗 💖 pink hearts
  { level: 'person', pattern: /[⚥⚦🔵💗💖]/gu },
];
