import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDisplayDigits } from '../../../../core/format/digits.ts';
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

describe('analytics figures on a Devanagari-digit clinic’s Hindi screen (issue 34)', () => {
  beforeEach(() => setDisplayDigits(() => 'devanagari'));
  afterEach(() => setDisplayDigits(() => 'latin'));

  it('writes counts, rupees, turnaround, months and changes in Devanagari digits', () => {
    expect(formatCell(1234567, 'count')).toBe('१२,३४,५६७');
    expect(formatCell('123456.05', 'money')).toBe('₹१,२३,४५६.०५');
    expect(formatMinutes(185)).toBe('३ h ०५ min');
    expect(formatMinutes(3 * 1440 + 125)).toBe('३ d २ h');
    expect(bucketLabel('2026-03-01', 'month')).toBe('Mar २०२६');
    expect(bucketLabel('2026-03-09', 'day')).toBe('०९/०३/२०२६');
    expect(changeOf(95, 100).percent).toBe('५.०%');
    expect(changeOf(2500, 100).percent).toBe('२,४००%');
    expect(changeOf(0, 0).percent).toBe('०%');
  });

  it('keeps the CSV machine-readable: counts and rupees as raw Latin values', () => {
    const table: PanelTable = {
      title: 'Volume',
      slug: 'volume',
      columns: [{ label: 'Patients', kind: 'count' }],
      rows: [[1234]],
    };
    expect(tableToCsv(table)).toBe('Patients\r\n1234\r\n');
  });
});
