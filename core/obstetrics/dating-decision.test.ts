import { describe, expect, it } from 'vitest';
import { biometryRedatingThresholdDays, type DatingMethod, datedGaText, decideDating } from './dating-decision.ts';

const SCAN = '2026-06-01';
const lmpAt = (gaDays: number) =>
  new Date(Date.parse(`${SCAN}T00:00:00Z`) - gaDays * 86_400_000).toISOString().slice(0, 10);

/** CRL mm → Robinson days used below: 10.6 → 50, 11.5 → 51, 20 → 60, 45 → 78. */
const CASES: {
  name: string;
  lmpGa: number | null;
  crlMm?: number;
  bioGa?: number;
  method: DatingMethod;
  gaDays: number;
}[] = [
  {
    name: 'ACOG CO 700: CRL at 7+1, 6 days from the LMP (over 5 up to 8+6) re-dates',
    lmpGa: 56,
    crlMm: 10.6,
    method: 'crl',
    gaDays: 50,
  },
  {
    name: 'ACOG CO 700: CRL at 7+2, 5 days from the LMP (not over 5) keeps the LMP',
    lmpGa: 56,
    crlMm: 11.5,
    method: 'lmp',
    gaDays: 56,
  },
  {
    name: 'ACOG CO 700: CRL at 8+4, 7 days from the LMP (limit 7 from 9+0 does not apply) re-dates',
    lmpGa: 67,
    crlMm: 20,
    method: 'crl',
    gaDays: 60,
  },
  {
    name: 'ACOG CO 700: CRL at 11+1, 7 days from the LMP (9+0 to 13+6: over 7) keeps the LMP',
    lmpGa: 85,
    crlMm: 45,
    method: 'lmp',
    gaDays: 85,
  },
  {
    name: 'ACOG CO 700: CRL at 11+1, 9 days from the LMP re-dates (issue 30 example)',
    lmpGa: 87,
    crlMm: 45,
    method: 'crl',
    gaDays: 78,
  },
  {
    name: 'ACOG CO 700: biometry at 15+0, 8 days from the LMP (14+0 to 15+6: over 7) re-dates',
    lmpGa: 113,
    bioGa: 105,
    method: 'biometry',
    gaDays: 105,
  },
  {
    name: 'ACOG CO 700: biometry at 20+0, 10 days from the LMP (16+0 to 21+6: over 10) keeps the LMP',
    lmpGa: 150,
    bioGa: 140,
    method: 'lmp',
    gaDays: 150,
  },
  {
    name: 'ACOG CO 700: biometry at 20+0, 11 days from the LMP re-dates',
    lmpGa: 151,
    bioGa: 140,
    method: 'biometry',
    gaDays: 140,
  },
  {
    name: 'ACOG CO 700 caution: biometry at 30+0, 28 days behind the LMP is not re-dated (growth stays visible)',
    lmpGa: 238,
    bioGa: 210,
    method: 'lmp',
    gaDays: 238,
  },
  { name: 'No LMP: CRL dates the pregnancy (Robinson 1975)', lmpGa: null, crlMm: 45, method: 'crl', gaDays: 78 },
  { name: 'No LMP: biometry dates the pregnancy (Hadlock)', lmpGa: null, bioGa: 210, method: 'biometry', gaDays: 210 },
  { name: 'CRL before biometry when both are measured', lmpGa: null, crlMm: 45, bioGa: 90, method: 'crl', gaDays: 78 },
  { name: 'LMP alone: Naegele (ACOG CO 700, LMP + 280 days)', lmpGa: 200, method: 'lmp', gaDays: 200 },
];

describe('one dating per report (ACOG Committee Opinion 700, 2017, Table 1)', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const dating = decideDating({
        lmp: c.lmpGa === null ? null : lmpAt(c.lmpGa),
        scanDate: SCAN,
        crlMm: c.crlMm,
        biometryGaDays: c.bioGa,
      });
      expect(dating?.method).toBe(c.method);
      expect(dating?.gaDays).toBe(c.gaDays);
      // The EDD is always 280 days after the dated age's start: the decision cannot print two.
      expect(dating?.edd).toBe(
        new Date(Date.parse(`${SCAN}T00:00:00Z`) + (280 - c.gaDays) * 86_400_000).toISOString().slice(0, 10),
      );
      expect(dating?.rule).toMatch(c.lmpGa === null ? /No LMP/ : /ACOG|LMP \+ 280/);
    });
  }

  it('issue 30: LMP 25/08/2026 (EDD 01/06/2027) and CRL 45 mm on 20/11/2026 print one EDD, 10/06/2027', () => {
    const dating = decideDating({ lmp: '2026-08-25', scanDate: '2026-11-20', crlMm: 45 });
    expect(dating).toMatchObject({ method: 'crl', edd: '2027-06-10', gaDays: 78 });
    expect(dating?.rule).toBe('Re-dated by CRL: 9 days from the LMP, over 7 days (ACOG Committee Opinion 700, 2017)');
    expect(datedGaText(dating as NonNullable<typeof dating>)).toBe('11 weeks 1 day (by CRL)');
  });

  it("ACOG CO 700 biometry limits: 7, 10, 14 and 21 days by the scan's gestation", () => {
    expect(
      [14 * 7, 15 * 7 + 6, 16 * 7, 21 * 7 + 6, 22 * 7, 27 * 7 + 6, 28 * 7, 40 * 7].map(biometryRedatingThresholdDays),
    ).toEqual([7, 7, 10, 10, 14, 14, 21, 21]);
  });

  it('nothing to date by: no LMP (or one past 42 weeks) and no measurement', () => {
    expect(decideDating({ lmp: null, scanDate: SCAN })).toBeNull();
    expect(decideDating({ lmp: lmpAt(43 * 7), scanDate: SCAN })).toBeNull();
    expect(decideDating({ lmp: '2026-01-01', scanDate: 'not a day' })).toBeNull();
  });
});
