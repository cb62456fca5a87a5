import { describe, expect, it } from 'vitest';
import { cssString, reportPageCss } from './print-constants.ts';

describe('report page CSS', () => {
  it('numbers every page from the print counters and repeats the patient line after page 1', () => {
    const css = reportPageCss('Meera Sharma · P-000012 · R-000034');
    expect(css).toContain('content: "Page " counter(page) " of " counter(pages)');
    expect(css).toContain('@top-left { content: "Meera Sharma · P-000012 · R-000034"');
    expect(css).toContain('@page :first { @top-left { content: none; } }');
    expect(reportPageCss(null)).not.toContain('@top-left');
  });

  it('keeps any text inside its CSS string', () => {
    expect(cssString('a"b\\c</style>\n')).toBe('"a\\22 b\\5c c\\3c /style> "');
  });
});

describe('report page CSS on letterhead', () => {
  it('leaves the letterhead its top and bottom bands', () => {
    expect(reportPageCss(null, { top: 45, bottom: 30, side: 15 })).toContain('margin: 45mm 15mm 30mm');
    expect(reportPageCss(null)).toContain('margin: 15mm 15mm 15mm');
  });
});
