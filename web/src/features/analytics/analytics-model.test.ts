import { describe, expect, it } from 'vitest';
import { bucketLabel, changeOf, formatCell, formatMinutes, type PanelTable, tableToCsv } from './analytics-model.ts';

describe('analytics model', () => {
  it('labels buckets by their grain', () => {
    expect(bucketLabel('2026-03-09', 'day')).toBe('09/03/2026');
    expect(bucketLabel('2026-03-09', 'week')).toBe('Week of 09/03/2026');
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar 2026');
  });

  it('reads turnaround as minutes, hours and days', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(185)).toBe('3 h 05 min');
    expect(formatMinutes(3 * 1440 + 125)).toBe('3 d 2 h');
    expect(formatMinutes(null)).toBe('—');
  });

  it('shows money exactly in en-IN rupees', () => {
    expect(formatCell('123456.05', 'money')).toBe('₹1,23,456.05');
    expect(formatCell(1234567, 'count')).toBe('12,34,567');
  });

  it('compares with the previous period', () => {
    expect(changeOf(110, 100)).toEqual({ direction: 'up', percent: '10%' });
    expect(changeOf(95, 100)).toEqual({ direction: 'down', percent: '5.0%' });
    expect(changeOf(3, 0)).toEqual({ direction: 'up', percent: null });
    expect(changeOf(0, 0)).toEqual({ direction: 'same', percent: '0%' });
  });

  it('writes formula-safe CSV with raw values and the totals row', () => {
    const table: PanelTable = {
      title: 'Referrals',
      slug: 'referrals',
      columns: [
        { label: 'Referring doctor', kind: 'text' },
        { label: 'Patients', kind: 'count' },
      ],
      rows: [
        ['=HYPERLINK("x")', 2],
        ['Dr. Joshi, Jaipur', 1],
      ],
      footer: ['Total', 3],
    };
    expect(tableToCsv(table)).toBe(
      'Referring doctor,Patients\r\n"\'=HYPERLINK(""x"")",2\r\n"Dr. Joshi, Jaipur",1\r\nTotal,3\r\n',
    );
  });
});
