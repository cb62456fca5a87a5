import { describe, expect, it } from 'vitest';
import { type Box, toastEdge } from './toast-edge.ts';

// A 390 × 844 phone whose toast region spans the width and is 120 px tall.
const phone = (field: Box | null) =>
  toastEdge({ preferred: 'top', region: { left: 0, right: 390, height: 120 }, windowHeight: 844, field });
// A 1366 × 900 desk PC whose toast region is the bottom right 448 × 120.
const desk = (field: Box | null) =>
  toastEdge({ preferred: 'bottom', region: { left: 918, right: 1366, height: 120 }, windowHeight: 900, field });

describe('the toast’s edge', () => {
  it('keeps the preferred edge when no field has focus or the field is clear of it', () => {
    expect(phone(null)).toBe('top');
    expect(phone({ top: 400, bottom: 440, left: 16, right: 374 })).toBe('top');
    expect(desk(null)).toBe('bottom');
    expect(desk({ top: 820, bottom: 860, left: 100, right: 700 })).toBe('bottom');
  });

  it('moves to the other edge when the focused field lies under the preferred one', () => {
    expect(phone({ top: 70, bottom: 110, left: 16, right: 374 })).toBe('bottom');
    expect(desk({ top: 820, bottom: 860, left: 900, right: 1300 })).toBe('top');
  });

  it('stays put when the field is under both edges (a field as tall as the window)', () => {
    expect(phone({ top: 10, bottom: 840, left: 16, right: 374 })).toBe('top');
  });
});
