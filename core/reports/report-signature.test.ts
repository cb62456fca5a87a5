import { describe, expect, it } from 'vitest';
import { signatureLine } from './report-signature.ts';

describe('signatureLine', () => {
  it('prints the doctor once, the registration and the time in IST (24-hour)', () => {
    const base = { userId: 'u', registrationNumber: 'KMC-77310', qualification: null, version: 2 };
    expect(signatureLine({ ...base, doctorName: 'Dr. Vikram Rao', signedAt: '2026-11-23T15:04:00.000Z' })).toBe(
      'Electronically signed by Dr Vikram Rao, Reg. No. KMC-77310, on 23/11/2026 20:34 IST',
    );
    expect(signatureLine({ ...base, doctorName: 'Meera Iyer', signedAt: '2026-01-31T19:00:00.000Z' })).toBe(
      'Electronically signed by Dr Meera Iyer, Reg. No. KMC-77310, on 01/02/2026 00:30 IST',
    );
  });

  it("prints the time on a 12-hour clinic's clock with am/pm", () => {
    const base = { userId: 'u', registrationNumber: 'KMC-77310', qualification: null, version: 2 };
    expect(signatureLine({ ...base, doctorName: 'Vikram Rao', signedAt: '2026-11-23T15:04:00.000Z' }, '12h')).toBe(
      'Electronically signed by Dr Vikram Rao, Reg. No. KMC-77310, on 23/11/2026 08:34 pm IST',
    );
    expect(signatureLine({ ...base, doctorName: 'Vikram Rao', signedAt: '2026-11-23T15:04:00.000Z' }, '24h')).toContain(
      'on 23/11/2026 20:34 IST',
    );
  });
});
