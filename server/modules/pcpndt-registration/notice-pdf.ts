import { drawPosterPdf, type PageSize, type PosterBlock } from './poster-pdf.ts';

/** The notice's fixed wording, English then Hindi. */
export const NOTICE_TEXT = {
  en: {
    title: 'NOTICE',
    lines: [
      'Disclosure of the sex of the foetus is prohibited under law.',
      'Sex determination of the foetus is NOT done at this centre.',
      'Sex determination and sex selection are punishable offences under the Pre-Conception and Pre-Natal Diagnostic Techniques (Prohibition of Sex Selection) Act, 1994.',
    ],
  },
  hi: {
    title: 'सूचना',
    lines: [
      'भ्रूण के लिंग का प्रकटीकरण कानून द्वारा प्रतिबंधित है।',
      'इस केंद्र पर भ्रूण के लिंग की जाँच नहीं की जाती है।',
      'गर्भधारण पूर्व और प्रसव पूर्व निदान तकनीक (लिंग चयन प्रतिषेध) अधिनियम, 1994 के अंतर्गत लिंग जाँच और लिंग चयन दंडनीय अपराध हैं।',
    ],
  },
} as const;

export interface NoticeFacts {
  clinicName: string;
  address: string | null;
  certificateNumber: string | null;
}

/**
 * The statutory notice (Rule 17(1)) for the waiting room, A4 or A3: the clinic's name, the notice
 * in English and in Hindi, and the registration number once recorded.
 */
export function drawNoticePdf(facts: NoticeFacts, size: PageSize, createdAt: Date): Promise<Buffer> {
  const blocks: PosterBlock[] = [{ text: facts.clinicName, style: { size: 22, bold: true } }];
  if (facts.address) blocks.push({ text: facts.address, style: { size: 12, color: '#334155' }, gap: 24 });
  for (const language of [NOTICE_TEXT.en, NOTICE_TEXT.hi]) {
    blocks.push({ text: language.title, style: { size: 34, bold: true, color: '#b91c1c' }, gap: 14 });
    for (const [index, line] of language.lines.entries()) {
      blocks.push({ text: line, style: { size: index === 0 ? 20 : 16, bold: index < 2, leading: 1.4 }, gap: 12 });
    }
    blocks.push({ text: '', style: { size: 1 }, gap: 18 });
  }
  if (facts.certificateNumber)
    blocks.push({
      text: `PC-PNDT registration no. / पंजीकरण संख्या: ${facts.certificateNumber}`,
      style: { size: 12, color: '#334155' },
    });
  return drawPosterPdf({ title: 'PC-PNDT notice', size, border: '#b91c1c', blocks }, createdAt);
}
