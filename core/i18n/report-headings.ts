import { isPaperLocale } from './locales.ts';
import type { TranslatedPaperLocale } from './paper-text.ts';

/**
 * The printed report's section headings in the patient's language (issue 34 item 4): a report
 * stays in English, the clinical language, and a clinic may choose (print settings) to print each
 * section heading with her language after it, "Impression / निष्कर्ष", so she can find her way
 * around a paper she cannot otherwise read. Only headings: findings and impression are the
 * doctor's words and stay as written.
 *
 * Keyed by the English heading the print model uses (report-print-model.ts and findingsTitle in
 * report-print-parts.ts); a heading missing here prints in English alone. Hindi uses the terms of
 * Hindi radiology reports; Marathi and Tamil are the project's own and carry `review: true` until
 * a native speaker has checked them, like the declarations in paper-text.ts. Not printed on the
 * report: a heading is no statute, and a note under each would crowd the page.
 */
export const REPORT_HEADING_SOURCES = [
  'Investigation',
  'Obstetric Technical Details and Biometry',
  'Measurements',
  'Findings Scan',
  'First Trimester Scan',
  'Obstetric Scan',
  'Anomaly Scan',
  'Growth Scan',
  'Dating / NT Scan',
  'Doppler Study',
  'Impression',
  'Recommendations',
] as const;
export type ReportHeadingSource = (typeof REPORT_HEADING_SOURCES)[number];

export interface ReportHeadingText {
  /** True until a native speaker has checked the translation. */
  review: boolean;
  headings: Record<ReportHeadingSource, string>;
}

export const REPORT_HEADING_TEXT: Record<TranslatedPaperLocale, ReportHeadingText> = {
  'hi-IN': {
    review: false,
    headings: {
      Investigation: 'जाँच',
      'Obstetric Technical Details and Biometry': 'प्रसूति तकनीकी विवरण और बायोमेट्री',
      Measurements: 'माप',
      'Findings Scan': 'स्कैन के परिणाम',
      'First Trimester Scan': 'पहली तिमाही का स्कैन',
      'Obstetric Scan': 'प्रसूति स्कैन',
      'Anomaly Scan': 'विसंगति स्कैन',
      'Growth Scan': 'वृद्धि स्कैन',
      'Dating / NT Scan': 'गर्भावधि व NT स्कैन',
      'Doppler Study': 'डॉप्लर अध्ययन',
      Impression: 'निष्कर्ष',
      Recommendations: 'सुझाव',
    },
  },
  'mr-IN': {
    review: true,
    headings: {
      Investigation: 'तपासणी',
      'Obstetric Technical Details and Biometry': 'प्रसूती तांत्रिक तपशील आणि बायोमेट्री',
      Measurements: 'मोजमाप',
      'Findings Scan': 'स्कॅनचे निष्कर्ष',
      'First Trimester Scan': 'पहिल्या तिमाहीचा स्कॅन',
      'Obstetric Scan': 'प्रसूती स्कॅन',
      'Anomaly Scan': 'व्यंग तपासणी स्कॅन',
      'Growth Scan': 'वाढ स्कॅन',
      'Dating / NT Scan': 'गर्भकाळ व NT स्कॅन',
      'Doppler Study': 'डॉप्लर अभ्यास',
      Impression: 'अभिप्राय',
      Recommendations: 'शिफारसी',
    },
  },
  'ta-IN': {
    review: true,
    headings: {
      Investigation: 'பரிசோதனை',
      'Obstetric Technical Details and Biometry': 'மகப்பேறு தொழில்நுட்ப விவரங்கள் மற்றும் உயிரியளவுகள்',
      Measurements: 'அளவீடுகள்',
      'Findings Scan': 'ஸ்கேன் கண்டறிதல்கள்',
      'First Trimester Scan': 'முதல் மூன்று மாத ஸ்கேன்',
      'Obstetric Scan': 'மகப்பேறு ஸ்கேன்',
      'Anomaly Scan': 'குறைபாடு கண்டறியும் ஸ்கேன்',
      'Growth Scan': 'வளர்ச்சி ஸ்கேன்',
      'Dating / NT Scan': 'கர்ப்பகால மற்றும் NT ஸ்கேன்',
      'Doppler Study': 'டாப்ளர் ஆய்வு',
      Impression: 'மதிப்பீடு',
      Recommendations: 'பரிந்துரைகள்',
    },
  },
};

/** Between the English heading and hers, as the issue writes it. */
export const HEADING_SEPARATOR = ' / ';

function isHeadingSource(heading: string): heading is ReportHeadingSource {
  return (REPORT_HEADING_SOURCES as readonly string[]).includes(heading);
}

/**
 * The heading as printed: the English alone, or "English / hers" when the clinic prints bilingual
 * headings and her paper language is one we have (null or English: English alone).
 */
export function reportHeading(english: string, language: string | null | undefined, bilingual: boolean): string {
  if (!bilingual || !isPaperLocale(language) || language === 'en' || !isHeadingSource(english)) return english;
  return `${english}${HEADING_SEPARATOR}${REPORT_HEADING_TEXT[language].headings[english]}`;
}
