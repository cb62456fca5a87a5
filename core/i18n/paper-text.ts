import { BLANK } from '../formf/formf-statutory-text.ts';
import { isPaperLocale, type PaperLocale } from './locales.ts';

/**
 * The patient's papers in her language (issue 34, PC-PNDT Rules 5(2) and 10): the woman's
 * declaration of Form F and the Form G consent, printed beside the statutory English. Here in
 * core because the web print page and the server's PDF both draw them. English is not here: it
 * is the statute's text in formf-statutory-text.ts and form-g-text.ts, always printed.
 *
 * Hindi follows the Hindi versions state health departments circulate; Marathi and Tamil are the
 * project's own and carry `review` until a native speaker has checked them against the state's
 * gazetted text. A new language is one entry here plus its code in PAPER_LOCALES.
 */
export interface PaperText {
  /** Shown under a translation that no native speaker has checked yet. */
  review: string | null;
  declarationTitle: string;
  /** {name}: the woman's name, or a blank for handwriting. */
  declaration: string;
  formGTitle: string;
  /** {name}, {relative}, {age}, {address}: as in the English first paragraph. */
  formG: readonly string[];
}

export type TranslatedPaperLocale = Exclude<PaperLocale, 'en'>;

export const PAPER_TEXT: Record<TranslatedPaperLocale, PaperText> = {
  'hi-IN': {
    review: null,
    declarationTitle: 'प्रसव-पूर्व निदान परीक्षण/प्रक्रिया कराने वाले व्यक्ति की घोषणा',
    declaration:
      'मैं, श्रीमती/श्री {name}, घोषणा करती/करता हूँ कि अल्ट्रासोनोग्राफी प्रसव-पूर्व निदान परीक्षण/प्रक्रिया कराते हुए मैं अपने भ्रूण का लिंग नहीं जानना चाहती/चाहता।',
    formGTitle: 'सहमति पत्र (आक्रामक तकनीकों के लिए)',
    formG: [
      'मैं, {name}, पत्नी/पुत्री {relative}, आयु {age} वर्ष, निवासी {address}, यह कथन करती हूँ कि मुझे प्रसव-पूर्व निदान प्रक्रियाओं के संभावित दुष्प्रभाव और बाद के प्रभाव पूरी तरह समझा दिए गए हैं।',
      'मैं अपने हित में, अपने गर्भ में पल रहे शिशु में किसी असामान्यता (अर्थात रोग/विकृति/विकार) की संभावना का पता लगाने के लिए प्रसव-पूर्व निदान तकनीक/परीक्षण/प्रक्रिया कराना चाहती हूँ।',
      'मैं वचन देती हूँ कि यदि की गई प्रसव-पूर्व प्रक्रिया/तकनीक/परीक्षण में रोग/विकृति/विकार नहीं पाया जाता, तो मैं गर्भ समाप्त नहीं कराऊँगी।',
      'मैं समझती हूँ कि भ्रूण का लिंग मुझे नहीं बताया जाएगा।',
      'मैं समझती हूँ कि इस वचन का उल्लंघन करने पर मैं अधिनियम और उसके अधीन बने नियमों में निर्धारित दंड की भागी होऊँगी।',
    ],
  },
  'mr-IN': {
    review: 'मूळ भाषकाकडून तपासणी बाकी (for review by a native speaker)',
    declarationTitle: 'प्रसवपूर्व निदान चाचणी/प्रक्रिया करून घेणाऱ्या व्यक्तीचे घोषणापत्र',
    declaration:
      'मी, श्रीमती/श्री {name}, घोषित करते/करतो की अल्ट्रासोनोग्राफी प्रसवपूर्व निदान चाचणी/प्रक्रिया करून घेताना मला माझ्या गर्भाचे लिंग जाणून घ्यायचे नाही.',
    formGTitle: 'संमतीपत्र (आक्रमक तंत्रांसाठी)',
    formG: [
      'मी, {name}, पत्नी/मुलगी {relative}, वय {age} वर्षे, राहणार {address}, असे नमूद करते की प्रसवपूर्व निदान प्रक्रियांचे संभाव्य दुष्परिणाम आणि नंतरचे परिणाम मला पूर्णपणे समजावून सांगितले आहेत.',
      'माझ्या गर्भातील बाळामध्ये कोणतीही विकृती (म्हणजे रोग/व्यंग/विकार) असण्याची शक्यता शोधण्यासाठी मी माझ्या स्वतःच्या हितासाठी प्रसवपूर्व निदान तंत्र/चाचण्या/प्रक्रिया करून घेऊ इच्छिते.',
      'केलेल्या प्रसवपूर्व प्रक्रिया/तंत्र/चाचणीत रोग/व्यंग/विकार आढळला नाही, तर मी गर्भपात करणार नाही, असे मी वचन देते.',
      'गर्भाचे लिंग मला सांगितले जाणार नाही, हे मला समजले आहे.',
      'या वचनाचा भंग केल्यास अधिनियम व त्याअंतर्गत केलेल्या नियमांमध्ये विहित केलेल्या दंडास मी पात्र ठरेन, हे मला समजले आहे.',
    ],
  },
  'ta-IN': {
    review: 'தாய்மொழியாளரின் சரிபார்ப்புக்கு (for review by a native speaker)',
    declarationTitle: 'மகப்பேறுக்கு முந்தைய நோயறிதல் பரிசோதனை/செயல்முறைக்கு உட்படும் நபரின் உறுதிமொழி',
    declaration:
      'நான், திருமதி/திரு {name}, அல்ட்ராசோனோகிராபி மகப்பேறுக்கு முந்தைய நோயறிதல் பரிசோதனை/செயல்முறைக்கு உட்படும்போது என் கருவின் பாலினத்தை அறிய விரும்பவில்லை என்று உறுதியளிக்கிறேன்.',
    formGTitle: 'ஒப்புதல் படிவம் (ஊடுருவும் நுட்பங்களுக்கு)',
    formG: [
      'நான், {name}, {relative} அவர்களின் மனைவி/மகள், வயது {age}, {address} இல் வசிப்பவர், மகப்பேறுக்கு முந்தைய நோயறிதல் செயல்முறைகளின் சாத்தியமான பக்க விளைவுகளும் பின்விளைவுகளும் எனக்கு முழுமையாக விளக்கப்பட்டன என்று இதன்மூலம் தெரிவிக்கிறேன்.',
      'நான் சுமக்கும் குழந்தையில் ஏதேனும் அசாதாரணம் (அதாவது நோய்/குறைபாடு/கோளாறு) இருப்பதற்கான வாய்ப்பைக் கண்டறிய, என் சொந்த நலனுக்காக மகப்பேறுக்கு முந்தைய நோயறிதல் நுட்பங்கள்/பரிசோதனைகள்/செயல்முறைகளுக்கு உட்பட விரும்புகிறேன்.',
      'மேற்கொள்ளப்பட்ட மகப்பேறுக்கு முந்தைய செயல்முறை/நுட்பம்/பரிசோதனையில் நோய்/குறைபாடு/கோளாறு இல்லை எனத் தெரிந்தால், கர்ப்பத்தைக் கலைக்க மாட்டேன் என்று உறுதியளிக்கிறேன்.',
      'கருவின் பாலினம் எனக்குத் தெரிவிக்கப்படாது என்பதை நான் புரிந்துகொள்கிறேன்.',
      'இந்த உறுதிமொழியை மீறினால், சட்டத்திலும் அதன் கீழ் இயற்றப்பட்ட விதிகளிலும் குறிப்பிடப்பட்ட தண்டனைக்கு நான் உள்ளாவேன் என்பதைப் புரிந்துகொள்கிறேன்.',
    ],
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Her papers' translation, or null when she reads English (or her language is not one we print). */
export function paperTextFor(language: string | null | undefined): (PaperText & { locale: PaperLocale }) | null {
  if (!isPaperLocale(language) || language === 'en') return null;
  return { ...PAPER_TEXT[language], locale: language };
}

/** The woman's Form F declaration in her language, her name filled in (a blank when not recorded). */
export function translatedDeclaration(text: PaperText, patientName: string | null): string {
  return fill(text.declaration, { name: patientName?.trim() || BLANK });
}

/** The Form G consent paragraphs in her language, with the English paragraphs' blanks. */
export function translatedFormG(
  text: PaperText,
  parties: { patientName: string | null; relativeName: string | null; age: number | null; address: string | null },
): string[] {
  const values = {
    name: parties.patientName?.trim() || BLANK,
    relative: parties.relativeName?.trim() || BLANK,
    age: parties.age === null ? '____' : String(parties.age),
    address: parties.address?.trim() || BLANK,
  };
  return text.formG.map((paragraph) => fill(paragraph, values));
}
