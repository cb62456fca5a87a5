import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToDecimal, rupeesToPaise } from './inr.ts';

describe('formatPaise', () => {
  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [100, '₹1.00'],
    [12345600, '₹1,23,456.00'],
    [1234567899, '₹1,23,45,678.99'],
    [-150, '-₹1.50'],
  ])('%d paise → %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('handles amounts beyond float precision exactly', () => {
    expect(formatPaise(900719925474099312n)).toBe('₹9,00,71,99,25,47,40,993.12');
  });
});

describe('rupeesToPaise', () => {
  it.each([
    ['100', 10000n],
    ['0.1', 10n],
    ['1234.56', 123456n],
    [' 7.5 ', 750n],
    ['-2.25', -225n],
    ['1.234', null],
    ['abc', null],
    ['', null],
  ])('%s → %s', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
  });
});

describe('paiseToDecimal', () => {
  it.each([
    [0n, '0.00'],
    [5n, '0.05'],
    [150050n, '1500.50'],
    [-225n, '-2.25'],
  ])('%d paise → %s', (paise, text) => {
    expect(paiseToDecimal(paise)).toBe(text);
  });
});
