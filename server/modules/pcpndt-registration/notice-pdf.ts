import type { NoticeLanguage } from '../../../core/pcpndt-registration/registration-schemas.ts';
import { drawPosterPdf, type PageSize, type PosterBlock } from './poster-pdf.ts';

interface NoticeWording {
  title: string;
  lines: readonly string[];
  /** "Registration no." in the language, before the certificate number. */
  registrationNo: string;
  /** Under a translation no native speaker has checked yet (as core/i18n/paper-text.ts). */
  review: string | null;
}

/**
 * The notice's fixed wording: English always, then the language of the waiting room. Hindi
 * follows the notices state health departments circulate; Marathi and Tamil are the project's
 * own and print "for review by a native speaker" until one has checked them.
 */
export const NOTICE_TEXT: Record<'en' | NoticeLanguage, NoticeWording> = {
  en: {
    registrationNo: 'PC-PNDT registration no.',
    review: null,
    title: 'NOTICE',
    lines: [
      'Disclosure of the sex of the foetus is prohibited under law.',
      'Sex determination of the foetus is NOT done at this centre.',
      'Sex determination and sex selection are punishable offences under the Pre-Conception and Pre-Natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994.',
    ],
  },
  'hi-IN': {
    registrationNo: 'पंजीकरण संख्या',
    review: null,
    title: 'सूचना',
    lines: [
      'भ्रूण के लिंग का प्रकटीकरण कानून द्वारा प्रतिबंधित है।',
      'इस केंद्र पर भ्रूण के लिंग की जाँच नहीं की जाती है।',
      'गर्भधारण पूर्व और प्रसव पूर्व निदान तकनीक (लिंग चयन प्रतिषेध) अधिनियम, 1994 के अंतर्गत लिंग जाँच और लिंग चयन दंडनीय अपराध हैं।',
    ],
  },
  'mr-IN': {
    registrationNo: 'नोंदणी क्रमांक',
    review: 'मूळ भाषकाकडून तपासणी बाकी (for review by a native speaker)',
    title: 'सूचना',
    lines: [
      'गर्भाचे लिंग उघड करणे कायद्याने प्रतिबंधित आहे.',
      'या केंद्रात गर्भाचे लिंग निदान केले जात नाही.',
      'गर्भधारणापूर्व व प्रसवपूर्व निदान तंत्र (लिंग निवड प्रतिबंध) अधिनियम, 1994 अंतर्गत लिंग निदान आणि लिंग निवड हे दंडनीय गुन्हे आहेत.',
    ],
  },
  'ta-IN': {
    registrationNo: 'பதிவு எண்',
    review: 'தாய்மொழியாளரின் சரிபார்ப்புக்கு (for review by a native speaker)',
    title: 'அறிவிப்பு',
    lines: [
      'கருவின் பாலினத்தை வெளிப்படுத்துவது சட்டப்படி தடைசெய்யப்பட்டுள்ளது.',
      'இந்த மையத்தில் கருவின் பாலினம் கண்டறியப்படுவதில்லை.',
      'கருத்தரிப்புக்கு முந்தைய மற்றும் மகப்பேறுக்கு முந்தைய நோயறிதல் நுட்பங்கள் (பாலினத் தேர்வு தடை) சட்டம், 1994-இன் கீழ் பாலினம் கண்டறிதலும் பாலினத் தேர்வும் தண்டனைக்குரிய குற்றங்கள் ஆகும்.',
    ],
  },
};

export interface NoticeFacts {
  clinicName: string;
  address: string | null;
  certificateNumber: string | null;
}

/**
 * The statutory notice (Rule 17(1)) for the waiting room, A4 or A3: the clinic's name, the notice
 * in English and in the chosen Indian language (Hindi unless asked), and the registration number
 * once recorded.
 */
export function drawNoticePdf(
  facts: NoticeFacts,
  size: PageSize,
  createdAt: Date,
  language: NoticeLanguage = 'hi-IN',
): Promise<Buffer> {
  const local = NOTICE_TEXT[language];
  const blocks: PosterBlock[] = [{ text: facts.clinicName, style: { size: 22, bold: true } }];
  if (facts.address) blocks.push({ text: facts.address, style: { size: 12, color: '#334155' }, gap: 24 });
  for (const wording of [NOTICE_TEXT.en, local]) {
    blocks.push({ text: wording.title, style: { size: 34, bold: true, color: '#b91c1c' }, gap: 14 });
    for (const [index, line] of wording.lines.entries()) {
      blocks.push({ text: line, style: { size: index === 0 ? 20 : 16, bold: index < 2, leading: 1.4 }, gap: 12 });
    }
    if (wording.review) blocks.push({ text: wording.review, style: { size: 10, color: '#64748b' }, gap: 8 });
    blocks.push({ text: '', style: { size: 1 }, gap: 18 });
  }
  if (facts.certificateNumber)
    blocks.push({
      text: `${NOTICE_TEXT.en.registrationNo} / ${local.registrationNo}: ${facts.certificateNumber}`,
      style: { size: 12, color: '#334155' },
    });
  return drawPosterPdf({ title: 'PC-PNDT notice', size, border: '#b91c1c', blocks }, createdAt);
}
