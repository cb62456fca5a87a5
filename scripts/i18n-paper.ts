/**
 * Components that draw a paper, not a screen (issue 34 item 4): their words are the document's
 * own language, whatever language the screen is in. A report is printed in English, the clinical
 * language (its optional second heading line comes from core/reports/print/report-headings.ts);
 * Form F and Form G print the statute's English with the woman's language beside it from
 * core/i18n/paper-text.ts. The same models feed the server's PDFs, which have no screen language.
 *
 * scripts/check-i18n.ts skips their English and instead refuses t() in them: a Hindi screen must
 * print the same English report as an English one. Each entry says why it is a paper.
 */
export const I18N_PAPER_FILES: Readonly<Record<string, string>> = {
  'web/src/features/reports/print/report-document.tsx': 'the printed report: English, headings bilingual by setting',
  'web/src/features/reports/print/verification-mark.tsx': 'the report’s verification prompt, printed under it',
  'web/src/features/formf/print/formf-document.tsx': 'Form F: statutory English, her declaration in her language',
  'web/src/features/formf/print/form-g-document.tsx': 'Form G: statutory English, her consent in her language',
};
