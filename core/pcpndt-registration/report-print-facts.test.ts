import { describe, expect, it } from 'vitest';
import { REPORT_REGISTRATION_MISSING, reportPcpndtLines } from './report-print-facts.ts';

describe('what a report of a pregnant woman prints about the registration', () => {
  it('says the registration is missing, the machine used and an unregistered machine, in that order', () => {
    expect(
      reportPcpndtLines({
        registrationMissing: true,
        machine: null,
        unregisteredMachines: ['Synthetic TID5000 (S/N SYN-1)'],
      }),
    ).toEqual([
      REPORT_REGISTRATION_MISSING,
      'Unregistered machine: images or measurements of this study came from Synthetic TID5000 (S/N SYN-1), which is not among the centre’s PC-PNDT registered machines.',
    ]);
    expect(
      reportPcpndtLines({
        registrationMissing: false,
        machine: 'GE Voluson E8 (S/N VE8-2231)',
        unregisteredMachines: [],
      }),
    ).toEqual(['Ultrasound machine used: GE Voluson E8 (S/N VE8-2231)']);
  });

  it('prints nothing without facts or with nothing to say', () => {
    expect(reportPcpndtLines(null)).toEqual([]);
    expect(reportPcpndtLines({ registrationMissing: false, machine: null, unregisteredMachines: [] })).toEqual([]);
  });
});
