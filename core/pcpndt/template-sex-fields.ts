import { normaliseForGuard } from './fetal-sex-normalise.ts';

/**
 * The disclosure guard (fetal-sex-guard.ts) refuses a value that states a sex; a template is a
 * different risk: a field labelled "Fetal sex" or a phrase "Gender of the baby: __" asks for one.
 * A clinic-built template may therefore not mention sex or gender words about a foetus anywhere,
 * and an obstetric template not at all (PC-PNDT Act s.5, s.6; issue 17).
 */
const SEX_WORDS =
  /\b(sex|sexes|sexing|gender|genders|genital\w*|male|female|boy|boys|girl|girls|son|daughter|penis|phallus|scrot\w*|testes|testis|labia\w*|clitor\w*|ling|linga)\b/i;
const FETAL_WORDS = /\b(f(o)?etus|f(o)?etuses|f(o)?etal|baby|babies|unborn|embryo\w*|child|garbh\w*)\b/i;

/** The same in Devanagari: "भ्रूण का लिंग", "शिशु का लिंग" (issue 29: an Enterprise template's section). */
const SEX_WORDS_HINDI = /(?<![\p{L}\p{M}])(?:लिंग|लैंगिक|जेंडर|सेक्स)(?![\p{L}\p{M}])/u;
const FETAL_WORDS_HINDI = /भ्रूण|गर्भ|शिशु|बच्च|संतान|सन्तान/u;
/** An abbreviated label: "Fetal S.", "Foetal sx", "Baby G:" (issue 29). */
const ABBREVIATED = /\b(?:f(?:o)?etal|f(?:o)?etus|baby)\s+(?:s|sx|g)\b\.?(?=\s*(?:$|[:(\-–=]))/iu;

/** The sex word a template text asks about, or null. */
export function findTemplateSexWord(text: string, obstetric: boolean): string | null {
  const abbreviated = ABBREVIATED.exec(text);
  if (abbreviated) return abbreviated[0];
  const hindi = SEX_WORDS_HINDI.exec(text);
  if (hindi && (obstetric || FETAL_WORDS_HINDI.test(text))) return hindi[0];
  const folded = normaliseForGuard(text).text;
  const sex = SEX_WORDS.exec(folded) ?? SEX_WORDS.exec(text);
  if (!sex) return null;
  if (obstetric || FETAL_WORDS.test(folded) || FETAL_WORDS.test(text)) return sex[0];
  return null;
}
