import type { DisclosureRule } from './rule.ts';

/**
 * Findings that imply a sex clinically (issue 29 §1). Policy: in the text of a pregnancy the
 * portal records them only in words that do not name a sex or a sex organ, and the refusal tells
 * the doctor how (SEX_IMPLYING_ADVICE). A maternal finding ("left ovarian cyst", "vulval
 * varicosities") is not one of these: it names the woman's own anatomy.
 */
export const SEX_IMPLYING =
  /\b(?:hypospadias|epispadias|chordee|cryptorchidism|undescended\s+test\w*|micropenis|hydrocele|clitoromegaly|hydro(?:metro)?colpos|(?:fetal|foetal)\s+(?:ovar\w*|uter\w*|vagina\w*|prostat\w*)|penis|penile|phallus|scrot\w*|testis|testes|testicles?|labia\w*|labioscrotal|clitor\w*|vulva\w*|genital\s+tubercle)\b/iu;

export const SEX_IMPLYING_RULES: readonly DisclosureRule[] = [
  {
    level: 'pregnancy',
    pattern:
      /\b(?:hypospadias|epispadias|chordee|cryptorchidism|undescended\s+test\w*|micropenis|hydrocele|clitoromegaly|hydro(?:metro)?colpos|(?:fetal|foetal)\s+(?:ovar\w*|uter\w*|vagina\w*|prostat\w*))\b/giu,
  },
];

/** Added to a refusal whose phrase names a sex organ or a sex-implying finding. */
export const SEX_IMPLYING_ADVICE =
  ' A finding that implies a sex is recorded in words that name neither a sex nor a sex organ: for example "abnormal position of the urethral opening", "cystic lesion in the fetal lower abdomen", "fluid around the perineal structures".';
