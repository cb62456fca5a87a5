import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone.ts';

describe('formatPhone', () => {
  it('prints a mobile as it is stored', () => {
    expect(formatPhone('9823011223')).toBe('9823011223');
    expect(formatPhone('6000000001')).toBe('6000000001');
  });

  it('prints a metro landline with its trunk 0 and the 2-digit STD code apart', () => {
    expect(formatPhone('1123456789')).toBe('011 2345 6789');
    expect(formatPhone('2026123456')).toBe('020 2612 3456');
    expect(formatPhone('2266554433')).toBe('022 6655 4433');
    for (const code of ['33', '40', '44']) expect(formatPhone(`${code}12345678`)).toBe(`0${code} 1234 5678`);
  });

  it('cannot tell an Ahmedabad (079) or Bengaluru (080) landline from a mobile, so prints it as stored', () => {
    expect(formatPhone('7926123456')).toBe('7926123456');
    expect(formatPhone('8041234567')).toBe('8041234567');
  });

  it('prints any other landline as 0 and the 10 digits, without guessing where its code ends', () => {
    expect(formatPhone('1412345678')).toBe('01412345678'); // Jaipur 141
    expect(formatPhone('2172345678')).toBe('02172345678'); // Solapur 217, not Pune 20
    expect(formatPhone('5122345678')).toBe('05122345678');
  });

  it('leaves a number that is not 10 digits as it was recorded', () => {
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(' 12345 ')).toBe('12345');
  });
});
