import { amountInHindiWords } from '../format/amount-in-words-hi.ts';
import { isPaperLocale, type PaperLocale } from './locales.ts';
import { PAPER_TEXT, type TranslatedPaperLocale } from './paper-text.ts';

/**
 * The words of the receipt and the bill of supply in the patient's language (issue 34), printed
 * beside the English (which stays: the clinic's staff, auditors and the GST notification read
 * it). Keyed by the English so the print models keep one source text. Marathi and Tamil carry
 * paper-text.ts's "for review by a native speaker" note; a new language is one entry here.
 */
export const PAPER_WORDS_EN = [
  'Payment Receipt',
  'Received from',
  'Payment method',
  'Against report',
  'Received by',
  'Notes',
  'Receipt No.',
  'Date',
  'Amount in words',
  'Amount received',
  'Authorised Signatory',
  'Healthcare services are exempt from GST.',
  'This is a computer-generated receipt. Thank you.',
  'Bill of Supply',
  'Bill No.',
  'Patient',
  'Referred by',
  'Test / item',
  'Qty',
  'Rate',
  'Amount',
  'Gross amount',
  'Concession',
  'Concession (awaiting approval)',
  'Concession reason',
  'Credit notes',
  'Bill total',
  'Amount paid',
  'of which from advance',
  'Refunded',
  'Balance due',
  'Bill total in words',
  'Payments received',
  'Amount paid in words',
  'Health care services exempt from GST under entry 74 of Notification 12/2017-Central Tax (Rate). No tax is charged.',
  'This is a computer-generated bill. Thank you.',
] as const;
export type PaperWord = (typeof PAPER_WORDS_EN)[number];

export const PAPER_WORDS: Record<TranslatedPaperLocale, Record<PaperWord, string>> = {
  'hi-IN': {
    'Payment Receipt': 'भुगतान रसीद',
    'Received from': 'भुगतानकर्ता',
    'Payment method': 'भुगतान का तरीका',
    'Against report': 'रिपोर्ट के लिए',
    'Received by': 'प्राप्तकर्ता',
    Notes: 'टिप्पणी',
    'Receipt No.': 'रसीद सं.',
    Date: 'दिनांक',
    'Amount in words': 'राशि शब्दों में',
    'Amount received': 'प्राप्त राशि',
    'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
    'Healthcare services are exempt from GST.': 'स्वास्थ्य सेवाएँ जीएसटी से मुक्त हैं।',
    'This is a computer-generated receipt. Thank you.': 'यह कंप्यूटर द्वारा बनाई गई रसीद है। धन्यवाद।',
    'Bill of Supply': 'आपूर्ति का बिल',
    'Bill No.': 'बिल सं.',
    Patient: 'मरीज़',
    'Referred by': 'रेफ़र करने वाले',
    'Test / item': 'जाँच / मद',
    Qty: 'मात्रा',
    Rate: 'दर',
    Amount: 'राशि',
    'Gross amount': 'कुल राशि',
    Concession: 'छूट',
    'Concession (awaiting approval)': 'छूट (स्वीकृति बाकी)',
    'Concession reason': 'छूट का कारण',
    'Credit notes': 'क्रेडिट नोट',
    'Bill total': 'बिल का योग',
    'Amount paid': 'भुगतान की गई राशि',
    'of which from advance': 'इसमें से अग्रिम से',
    Refunded: 'वापस की गई राशि',
    'Balance due': 'बकाया राशि',
    'Bill total in words': 'बिल का योग शब्दों में',
    'Payments received': 'प्राप्त भुगतान',
    'Amount paid in words': 'भुगतान की गई राशि शब्दों में',
    'Health care services exempt from GST under entry 74 of Notification 12/2017-Central Tax (Rate). No tax is charged.':
      'अधिसूचना 12/2017-केंद्रीय कर (दर) की प्रविष्टि 74 के अंतर्गत स्वास्थ्य सेवाएँ जीएसटी से मुक्त हैं। कोई कर नहीं लिया गया है।',
    'This is a computer-generated bill. Thank you.': 'यह कंप्यूटर द्वारा बनाया गया बिल है। धन्यवाद।',
  },
  'mr-IN': {
    'Payment Receipt': 'भरणा पावती',
    'Received from': 'यांच्याकडून मिळाले',
    'Payment method': 'भरण्याची पद्धत',
    'Against report': 'अहवालासाठी',
    'Received by': 'स्वीकारणारे',
    Notes: 'टीप',
    'Receipt No.': 'पावती क्र.',
    Date: 'दिनांक',
    'Amount in words': 'रक्कम अक्षरी',
    'Amount received': 'मिळालेली रक्कम',
    'Authorised Signatory': 'अधिकृत स्वाक्षरीकर्ता',
    'Healthcare services are exempt from GST.': 'आरोग्य सेवा जीएसटीमधून मुक्त आहेत.',
    'This is a computer-generated receipt. Thank you.': 'ही संगणकाद्वारे तयार केलेली पावती आहे. धन्यवाद.',
    'Bill of Supply': 'पुरवठा बिल',
    'Bill No.': 'बिल क्र.',
    Patient: 'रुग्ण',
    'Referred by': 'संदर्भित करणारे',
    'Test / item': 'तपासणी / बाब',
    Qty: 'संख्या',
    Rate: 'दर',
    Amount: 'रक्कम',
    'Gross amount': 'एकूण रक्कम',
    Concession: 'सवलत',
    'Concession (awaiting approval)': 'सवलत (मंजुरी बाकी)',
    'Concession reason': 'सवलतीचे कारण',
    'Credit notes': 'क्रेडिट नोट',
    'Bill total': 'बिलाची एकूण रक्कम',
    'Amount paid': 'भरलेली रक्कम',
    'of which from advance': 'त्यापैकी आगाऊ रकमेतून',
    Refunded: 'परत केलेली रक्कम',
    'Balance due': 'बाकी रक्कम',
    'Bill total in words': 'बिलाची एकूण रक्कम अक्षरी',
    'Payments received': 'मिळालेले भरणे',
    'Amount paid in words': 'भरलेली रक्कम अक्षरी',
    'Health care services exempt from GST under entry 74 of Notification 12/2017-Central Tax (Rate). No tax is charged.':
      'अधिसूचना 12/2017-केंद्रीय कर (दर) मधील नोंद 74 अंतर्गत आरोग्य सेवा जीएसटीमधून मुक्त आहेत. कोणताही कर आकारलेला नाही.',
    'This is a computer-generated bill. Thank you.': 'हे संगणकाद्वारे तयार केलेले बिल आहे. धन्यवाद.',
  },
  'ta-IN': {
    'Payment Receipt': 'கட்டண ரசீது',
    'Received from': 'செலுத்தியவர்',
    'Payment method': 'செலுத்தும் முறை',
    'Against report': 'அறிக்கைக்காக',
    'Received by': 'பெற்றவர்',
    Notes: 'குறிப்புகள்',
    'Receipt No.': 'ரசீது எண்',
    Date: 'தேதி',
    'Amount in words': 'தொகை எழுத்தில்',
    'Amount received': 'பெற்ற தொகை',
    'Authorised Signatory': 'அங்கீகரிக்கப்பட்ட கையொப்பமிடுபவர்',
    'Healthcare services are exempt from GST.': 'சுகாதார சேவைகளுக்கு ஜிஎஸ்டி விலக்கு உண்டு.',
    'This is a computer-generated receipt. Thank you.': 'இது கணினியால் உருவாக்கப்பட்ட ரசீது. நன்றி.',
    'Bill of Supply': 'விநியோக பில்',
    'Bill No.': 'பில் எண்',
    Patient: 'நோயாளி',
    'Referred by': 'பரிந்துரைத்தவர்',
    'Test / item': 'பரிசோதனை / பொருள்',
    Qty: 'எண்ணிக்கை',
    Rate: 'விலை',
    Amount: 'தொகை',
    'Gross amount': 'மொத்தத் தொகை',
    Concession: 'சலுகை',
    'Concession (awaiting approval)': 'சலுகை (ஒப்புதல் நிலுவையில்)',
    'Concession reason': 'சலுகைக்கான காரணம்',
    'Credit notes': 'கடன் குறிப்புகள்',
    'Bill total': 'பில் மொத்தம்',
    'Amount paid': 'செலுத்திய தொகை',
    'of which from advance': 'அதில் முன்பணத்திலிருந்து',
    Refunded: 'திருப்பி அளிக்கப்பட்டது',
    'Balance due': 'நிலுவைத் தொகை',
    'Bill total in words': 'பில் மொத்தம் எழுத்தில்',
    'Payments received': 'பெற்ற கட்டணங்கள்',
    'Amount paid in words': 'செலுத்திய தொகை எழுத்தில்',
    'Health care services exempt from GST under entry 74 of Notification 12/2017-Central Tax (Rate). No tax is charged.':
      'அறிவிக்கை 12/2017-மத்திய வரி (விகிதம்) பதிவு 74-இன் கீழ் சுகாதார சேவைகளுக்கு ஜிஎஸ்டி விலக்கு உண்டு. வரி எதுவும் வசூலிக்கப்படவில்லை.',
    'This is a computer-generated bill. Thank you.': 'இது கணினியால் உருவாக்கப்பட்ட பில். நன்றி.',
  },
};

/** How a printed paper says its words: English alone, or English with her language beside it. */
export interface PaperWords {
  locale: PaperLocale;
  /** "Date" in English; "Date / दिनांक" in Hindi. */
  label: (english: PaperWord) => string;
  /** A sentence (a note, the footer): her language on its own, or null in English. */
  local: (english: PaperWord) => string | null;
  /**
   * The amount in her language's words, or null: Hindi is written out; Marathi and Tamil print
   * the English words alone until a tested converter for each joins (their scales differ).
   */
  amountWords: (paise: bigint) => string | null;
  /** The paper's note when no native speaker has checked its translation yet. */
  review: string | null;
}

const ENGLISH: PaperWords = {
  locale: 'en',
  label: (english) => english,
  local: () => null,
  amountWords: () => null,
  review: null,
};

/** The paper's words for her language (patients.language; null or unknown prints English). */
export function paperWordsFor(language: string | null | undefined): PaperWords {
  if (!isPaperLocale(language) || language === 'en') return ENGLISH;
  const words = PAPER_WORDS[language];
  return {
    locale: language,
    label: (english) => `${english} / ${words[english]}`,
    local: (english) => words[english],
    amountWords: language === 'hi-IN' ? amountInHindiWords : () => null,
    review: PAPER_TEXT[language].review,
  };
}
