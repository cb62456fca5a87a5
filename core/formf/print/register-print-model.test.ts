import { describe, expect, it } from 'vitest';
import { buildRegisterPrintModel, monthLabel, REGISTER_COLUMNS, registerCells } from './register-print-model.ts';

const row = {
  serialNo: 1,
  formId: 'F-000001',
  patientName: null,
  patientAge: null,
  spouseName: 'Ravi Sharma',
  patientAddress: null,
  dateFirstReported: '2026-11-02',
  indications: [],
  doctorName: 'Dr. Rakesh Mehta',
  procedureDate: null,
  resultConveyedTo: null,
  resultConveyedOn: null,
  isCompliant: false,
  submittedAt: null,
  voidReason: null,
  unregisteredMachines: [],
};

describe('register print model', () => {
  it('prints one cell per column, gaps as Not Provided, never a made-up value', () => {
    const [cells] = registerCells([row]);
    expect(cells).toHaveLength(REGISTER_COLUMNS.length);
    expect(cells).toEqual([
      '1',
      'F-000001',
      'Not Provided',
      'Not Provided',
      'Ravi Sharma',
      'Not Provided',
      '02/11/2026',
      'Not Specified',
      'Dr. Rakesh Mehta',
      'Not Provided',
      'Not Provided on Not Provided',
      'No',
    ]);
  });

  it('flags a form whose study came from a machine not registered, beside its status (issue 32 item 7)', () => {
    const [cells] = registerCells([
      { ...row, isCompliant: true, unregisteredMachines: ['GE Voluson E8 (S/N X1)', 'Synthetic TID5000 (S/N SYN-1)'] },
    ]);
    expect(cells?.at(-1)).toBe('Yes · Unregistered machine: GE Voluson E8 (S/N X1), Synthetic TID5000 (S/N SYN-1)');
  });

  it('titles the month and says when it has no record', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    const empty = buildRegisterPrintModel(
      { month: '2027-01', dueDate: '2027-02-05', allComplete: true, rows: [] },
      null,
    );
    expect(empty.title).toBe('Register of pre-natal diagnostic procedures (Rule 9(1)): January 2027');
    expect(empty.subtitle).toBe('Monthly report under Rule 9(8), due by 05/02/2027 · 0 records · every form complete');
    expect(empty.empty).toBe('No pre-natal diagnostic procedures were recorded in January 2027.');
    expect(empty.header.name).toBe('Ultrasound Centre');
  });
});
