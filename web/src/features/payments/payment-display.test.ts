import { describe, expect, it } from 'vitest';
import { filterPatientChoices, type PatientChoice } from './patient-choices.ts';
import { formatPaymentDate, paymentAmount, paymentMethodLabel, receiptPath } from './payment-display.ts';

describe('payment display', () => {
  it('shows amounts exactly, in Indian grouping, and in words with lakh and crore', () => {
    expect(paymentAmount('1234.50')).toEqual({
      figures: '₹1,234.50',
      words: 'Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only',
      // No paper language given: English alone, no words in her language.
      localWords: null,
    });
    expect(paymentAmount('12345678.90').figures).toBe('₹1,23,45,678.90');
    expect(paymentAmount('12345678.90').words).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    );
    // 0.1 + 0.2 is not 0.3 in floats; the text route never goes near one.
    expect(paymentAmount('0.30').figures).toBe('₹0.30');
    expect(paymentAmount('not money')).toEqual({ figures: 'not money', words: null, localWords: null });
  });

  it('formats a calendar date as dd/mm/yyyy without moving it across time zones', () => {
    expect(formatPaymentDate('2026-01-31')).toBe('31/01/2026');
    expect(formatPaymentDate('bad')).toBe('bad');
  });

  it('labels methods and builds the receipt path', () => {
    expect(paymentMethodLabel('bank_transfer')).toBe('Bank Transfer');
    expect(paymentMethodLabel('upi')).toBe('UPI');
    expect(paymentMethodLabel('cheque')).toBe('cheque');
    expect(receiptPath('abc')).toBe('/payments/abc/receipt');
  });
});

describe('patient choices of the Record Payment dialog', () => {
  const patient = (id: string, createdAt: string, overrides: Partial<PatientChoice> = {}): PatientChoice => ({
    id,
    patientId: `P-00000${id}`,
    firstName: 'Meena',
    lastName: 'Iyer',
    phone: '98765 01234',
    createdAt,
    ...overrides,
  });
  // 20:00 UTC on the 14th is 01:30 on the 15th in India.
  const late = patient('1', '2026-03-14T20:00:00.000Z');
  const morning = patient('2', '2026-03-14T04:00:00.000Z', {
    firstName: 'Lakshmi',
    lastName: 'Reddy',
    phone: '9811122233',
  });
  const all = [late, morning];

  it('narrows to patients registered on the day in the clinic calendar', () => {
    expect(filterPatientChoices(all, '2026-03-15', '')).toEqual([late]);
    expect(filterPatientChoices(all, '2026-03-14', '')).toEqual([morning]);
    expect(filterPatientChoices(all, null, '')).toEqual(all);
  });

  it('searches by name, patient id and phone digits', () => {
    expect(filterPatientChoices(all, null, 'lakshmi')).toEqual([morning]);
    expect(filterPatientChoices(all, null, 'p-000001')).toEqual([late]);
    expect(filterPatientChoices(all, null, '9876501234')).toEqual([late]);
    expect(filterPatientChoices(all, null, '98111 22')).toEqual([morning]);
    expect(filterPatientChoices(all, '2026-03-15', 'lakshmi')).toEqual([]);
  });
});
