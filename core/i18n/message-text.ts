import { isPaperLocale, type PaperLocale } from './locales.ts';

/**
 * The messages a patient receives (report and bill links, their one-time codes, the appointment
 * reminder) in her language (issue 34, item 4). {clinic}, {report}, {bill}, {link}, {code},
 * {days}, {minutes} and {when} are filled in as data, never translated. English is the source and
 * the default. An SMS text must match the DLT template registered for its language, so the
 * wording here is what a clinic registers (README "Languages"). Marathi and Tamil carry
 * paper-text.ts's review note until a native speaker has checked them.
 */
export const MESSAGE_TEXT_EN = {
  reportSubject: 'Your ultrasound report from {clinic}',
  reportSubjectDoctor: 'Ultrasound report {report} from {clinic}',
  reportSms: '{clinic}: ultrasound report {report} is ready. View it within {days} days: {link}',
  reportBody:
    '{clinic} has sent you ultrasound report {report}.\n\nOpen it here (the link works for {days} days):\n{link}\n',
  asksCode: "\nBefore the download you will be asked for a code, sent to the patient's phone or e-mail on record.\n",
  asksYearOfBirth: "\nYou will be asked for the patient's year of birth before the download.\n",
  billSubject: 'Your bill from {clinic}',
  billSms: '{clinic}: your bill {bill} and receipt. View it within {days} days: {link}',
  billBody:
    '{clinic} has sent you bill {bill} with its payments.\n\nOpen it here (the link works for {days} days):\n{link}\n',
  reportCodeSubject: 'Your code for the report from {clinic}',
  reportCode:
    '{clinic}: your code to open the ultrasound report is {code}. It works for {minutes} minutes. Do not share it.',
  billCodeSubject: 'Your code for the bill from {clinic}',
  billCode: '{clinic}: your code to open the bill is {code}. It works for {minutes} minutes. Do not share it.',
  reminderSubject: 'Appointment reminder from {clinic}',
  reminder: '{clinic}: a reminder of your ultrasound appointment on {when}.',
} as const;

export type MessageTextKey = keyof typeof MESSAGE_TEXT_EN;
type MessageTexts = Record<MessageTextKey, string>;

export const MESSAGE_TEXT: Record<Exclude<PaperLocale, 'en'>, MessageTexts> = {
  'hi-IN': {
    reportSubject: '{clinic} से आपकी अल्ट्रासाउंड रिपोर्ट',
    reportSubjectDoctor: '{clinic} से अल्ट्रासाउंड रिपोर्ट {report}',
    reportSms: '{clinic}: अल्ट्रासाउंड रिपोर्ट {report} तैयार है। इसे {days} दिनों के भीतर देखें: {link}',
    reportBody:
      '{clinic} ने आपको अल्ट्रासाउंड रिपोर्ट {report} भेजी है।\n\nइसे यहाँ खोलें (लिंक {days} दिनों तक काम करेगा):\n{link}\n',
    asksCode: '\nडाउनलोड से पहले आपसे एक कोड पूछा जाएगा, जो मरीज़ के दर्ज फ़ोन या ई-मेल पर भेजा जाएगा।\n',
    asksYearOfBirth: '\nडाउनलोड से पहले आपसे मरीज़ का जन्म वर्ष पूछा जाएगा।\n',
    billSubject: '{clinic} से आपका बिल',
    billSms: '{clinic}: आपका बिल {bill} और रसीद। इसे {days} दिनों के भीतर देखें: {link}',
    billBody:
      '{clinic} ने आपको बिल {bill} उसके भुगतानों सहित भेजा है।\n\nइसे यहाँ खोलें (लिंक {days} दिनों तक काम करेगा):\n{link}\n',
    reportCodeSubject: '{clinic} से रिपोर्ट के लिए आपका कोड',
    reportCode:
      '{clinic}: अल्ट्रासाउंड रिपोर्ट खोलने के लिए आपका कोड {code} है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।',
    billCodeSubject: '{clinic} से बिल के लिए आपका कोड',
    billCode: '{clinic}: बिल खोलने के लिए आपका कोड {code} है। यह {minutes} मिनट तक मान्य है। इसे किसी को न बताएँ।',
    reminderSubject: '{clinic} से अपॉइंटमेंट की याद',
    reminder: '{clinic}: {when} को आपके अल्ट्रासाउंड अपॉइंटमेंट की याद।',
  },
  'mr-IN': {
    reportSubject: '{clinic} कडून तुमचा अल्ट्रासाऊंड अहवाल',
    reportSubjectDoctor: '{clinic} कडून अल्ट्रासाऊंड अहवाल {report}',
    reportSms: '{clinic}: अल्ट्रासाऊंड अहवाल {report} तयार आहे. तो {days} दिवसांच्या आत पाहा: {link}',
    reportBody:
      '{clinic} यांनी तुम्हाला अल्ट्रासाऊंड अहवाल {report} पाठवला आहे.\n\nतो येथे उघडा (लिंक {days} दिवस चालेल):\n{link}\n',
    asksCode: '\nडाउनलोडपूर्वी तुम्हाला एक कोड विचारला जाईल, जो रुग्णाच्या नोंदवलेल्या फोन किंवा ई-मेलवर पाठवला जाईल.\n',
    asksYearOfBirth: '\nडाउनलोडपूर्वी तुम्हाला रुग्णाचे जन्मवर्ष विचारले जाईल.\n',
    billSubject: '{clinic} कडून तुमचे बिल',
    billSms: '{clinic}: तुमचे बिल {bill} आणि पावती. ते {days} दिवसांच्या आत पाहा: {link}',
    billBody: '{clinic} यांनी तुम्हाला बिल {bill} त्याच्या भरण्यांसह पाठवले आहे.\n\nते येथे उघडा (लिंक {days} दिवस चालेल):\n{link}\n',
    reportCodeSubject: '{clinic} कडून अहवालासाठी तुमचा कोड',
    reportCode:
      '{clinic}: अल्ट्रासाऊंड अहवाल उघडण्यासाठी तुमचा कोड {code} आहे. तो {minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.',
    billCodeSubject: '{clinic} कडून बिलासाठी तुमचा कोड',
    billCode: '{clinic}: बिल उघडण्यासाठी तुमचा कोड {code} आहे. तो {minutes} मिनिटे चालेल. तो कोणालाही सांगू नका.',
    reminderSubject: '{clinic} कडून अपॉइंटमेंटची आठवण',
    reminder: '{clinic}: {when} रोजी तुमच्या अल्ट्रासाऊंड अपॉइंटमेंटची आठवण.',
  },
  'ta-IN': {
    reportSubject: '{clinic} இலிருந்து உங்கள் அல்ட்ராசவுண்ட் அறிக்கை',
    reportSubjectDoctor: '{clinic} இலிருந்து அல்ட்ராசவுண்ட் அறிக்கை {report}',
    reportSms: '{clinic}: அல்ட்ராசவுண்ட் அறிக்கை {report} தயார். {days} நாட்களுக்குள் பார்க்கவும்: {link}',
    reportBody:
      '{clinic} உங்களுக்கு அல்ட்ராசவுண்ட் அறிக்கை {report} அனுப்பியுள்ளது.\n\nஇங்கே திறக்கவும் (இணைப்பு {days} நாட்கள் செயல்படும்):\n{link}\n',
    asksCode:
      '\nபதிவிறக்கத்திற்கு முன் ஒரு குறியீடு கேட்கப்படும்; அது நோயாளியின் பதிவு செய்யப்பட்ட தொலைபேசி அல்லது மின்னஞ்சலுக்கு அனுப்பப்படும்.\n',
    asksYearOfBirth: '\nபதிவிறக்கத்திற்கு முன் நோயாளியின் பிறந்த ஆண்டு கேட்கப்படும்.\n',
    billSubject: '{clinic} இலிருந்து உங்கள் பில்',
    billSms: '{clinic}: உங்கள் பில் {bill} மற்றும் ரசீது. {days} நாட்களுக்குள் பார்க்கவும்: {link}',
    billBody:
      '{clinic} உங்களுக்கு பில் {bill} மற்றும் அதன் கட்டணங்களை அனுப்பியுள்ளது.\n\nஇங்கே திறக்கவும் (இணைப்பு {days} நாட்கள் செயல்படும்):\n{link}\n',
    reportCodeSubject: '{clinic} இலிருந்து அறிக்கைக்கான உங்கள் குறியீடு',
    reportCode:
      '{clinic}: அல்ட்ராசவுண்ட் அறிக்கையைத் திறக்க உங்கள் குறியீடு {code}. இது {minutes} நிமிடங்கள் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
    billCodeSubject: '{clinic} இலிருந்து பில்லுக்கான உங்கள் குறியீடு',
    billCode:
      '{clinic}: பில்லைத் திறக்க உங்கள் குறியீடு {code}. இது {minutes} நிமிடங்கள் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.',
    reminderSubject: '{clinic} இலிருந்து சந்திப்பு நினைவூட்டல்',
    reminder: '{clinic}: {when} அன்று உங்கள் அல்ட்ராசவுண்ட் சந்திப்பின் நினைவூட்டல்.',
  },
};

/** A message's language: hers if it is one of PAPER_LOCALES, else English (null, 'en', unknown). */
export function messageLocale(language: string | null | undefined): PaperLocale {
  return isPaperLocale(language) ? language : 'en';
}

/**
 * One message text in `language`, its {placeholders} filled with `values` (names, numbers, links:
 * data, inserted as given). A placeholder with no value stays visible rather than vanishing.
 */
export function messageText(
  language: string | null | undefined,
  key: MessageTextKey,
  values: Readonly<Record<string, string | number>>,
): string {
  const locale = messageLocale(language);
  const template = locale === 'en' ? MESSAGE_TEXT_EN[key] : MESSAGE_TEXT[locale][key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
