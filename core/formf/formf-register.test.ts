import { describe, expect, it } from 'vitest';
import {
  buildRegisterCsv,
  csvCell,
  type RegisterRow,
  registerCounts,
  registerCountsText,
  registerDueDate,
} from './formf-register.ts';

describe('registerDueDate (Rule 9(8): by the 5th of the following month)', () => {
  it.each([
    ['2026-11', '2026-12-05'],
    ['2026-12', '2027-01-05'],
    ['2027-01', '2027-02-05'],
  ])('%s is due on %s', (month, due) => {
    expect(registerDueDate(month)).toBe(due);
  });

  it('refuses a malformed month', () => {
    expect(() => registerDueDate('2026-13')).toThrow();
  });
});

describe('csvCell', () => {
  it.each<[string | number | boolean | null, string]>([
    [null, ''],
    [32, '32'],
    ['plain', 'plain'],
    ['Civil Lines, Jaipur', '"Civil Lines, Jaipur"'],
    ['She said "ok"', '"She said ""ok"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['-5', "'-5"],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('buildRegisterCsv', () => {
  const row: RegisterRow = {
    serialNo: 1,
    formId: 'F-000001',
    patientName: 'Sunita Sharma',
    patientAge: 32,
    spouseName: 'Ravi Sharma',
    patientAddress: '221 Civil Lines, Jaipur',
    dateFirstReported: '2026-11-01',
    indications: ['ii', 'xvii'],
    doctorName: 'Dr. Rakesh Mehta',
    procedureDate: '2026-11-20',
    resultConveyedTo: 'Patient',
    resultConveyedOn: '2026-11-20',
    isCompliant: true,
    submittedAt: null,
    voidReason: null,
    unregisteredMachines: [],
  };

  it('writes a header and one CRLF line per form, with no fetal-sex column', () => {
    const csv = buildRegisterCsv([row], 'Asia/Kolkata');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'S. No.,Form ID,Name,Age,Husband/Father,Address,Date first reported,Indications,Doctor,Date of procedure,Result conveyed to,Result conveyed on,Unregistered machine,Complete,Submitted at,Void (reason)',
    );
    expect(lines[1]).toBe(
      '1,F-000001,Sunita Sharma,32,Ravi Sharma,"221 Civil Lines, Jaipur",2026-11-01,"ii, xvii",Dr. Rakesh Mehta,2026-11-20,Patient,2026-11-20,,Yes,,',
    );
    expect(lines).toHaveLength(3);
    expect(csv.toLowerCase()).not.toMatch(/sex|gender/);
  });

  it('names the machines not registered that sent the scan, in their own column (issue 32 item 7)', () => {
    const csv = buildRegisterCsv(
      [{ ...row, unregisteredMachines: ['GE Voluson E8 (S/N A1)', 'Samsung HS40 (S/N B2)'] }],
      'Asia/Kolkata',
    );
    expect(csv.split('\r\n')[1]).toContain(',2026-11-20,GE Voluson E8 (S/N A1); Samsung HS40 (S/N B2),Yes,,');
  });

  it('marks a void form Void with its reason, keeping its serial', () => {
    const csv = buildRegisterCsv(
      [{ ...row, serialNo: 7, isCompliant: false, voidReason: 'Patient did not come' }],
      'UTC',
    );
    expect(csv.split('\r\n')[1]).toMatch(/^7,F-000001,.*,Void,,Patient did not come$/);
  });

  it("writes 'Submitted at' on the clinic's clock, not UTC", () => {
    // 20:45 UTC on 30 November is 02:15 on 1 December in India.
    const csv = buildRegisterCsv([{ ...row, submittedAt: '2026-11-30T20:45:00.000Z' }], 'Asia/Kolkata');
    expect(csv.split('\r\n')[1]).toMatch(/,Yes,2026-12-01 02:15,$/);
    expect(buildRegisterCsv([{ ...row, submittedAt: '2026-11-30T20:45:00.000Z' }], 'UTC')).toContain(
      ',2026-11-30 20:45',
    );
  });
});

describe("the register banner's counts leave void forms out (issue 29 §3)", () => {
  const row = (isCompliant: boolean, voidReason: string | null = null) => ({ isCompliant, voidReason });
  it.each([
    [[], null],
    [[row(true)], 'The 1 form is complete'],
    // A month with two complete forms and a cancelled scan's void form is complete: not "All 3".
    [[row(true), row(true), row(false, 'Cancelled')], 'All 2 forms complete (1 void, not counted)'],
    // The void form is not one of the incomplete ones either.
    [[row(false), row(true), row(false, 'No-show')], '1 of 2 forms incomplete (1 void, not counted)'],
    [[row(false, 'Cancelled')], 'No forms to complete (1 void, not counted)'],
  ])('%o -> %s', (rows, text) => {
    expect(registerCountsText(registerCounts(rows))).toBe(text);
  });
});
