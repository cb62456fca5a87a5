import { describe, expect, it } from 'vitest';
import { checkLogoFile, uploadPercent } from './logo-file.ts';

describe('checkLogoFile', () => {
  it.each([
    [{ size: 5_242_880, type: 'image/png' }, null],
    [{ size: 1, type: 'image/jpeg' }, null],
    [{ size: 20_000, type: 'image/webp' }, 'invalidType'],
    [{ size: 5_242_881, type: 'image/png' }, 'tooLarge'],
    [{ size: 6_000_000, type: 'application/pdf' }, 'tooLarge'],
    [{ size: 100, type: 'application/pdf' }, 'invalidType'],
    [{ size: 100, type: 'image/svg+xml' }, 'invalidType'],
    [{ size: 100, type: '' }, 'invalidType'],
  ])('%o → %s', (file, problem) => {
    expect(checkLogoFile(file)).toBe(problem);
  });
});

describe('uploadPercent', () => {
  it.each([
    [0, 100, 0],
    [1, 3, 33],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1200, 1000, 100],
    [50, 0, 0],
  ])('%i of %i → %i%%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});
