import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffImageType', () => {
  it('recognises PNG, JPEG and WebP by their magic bytes', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(sniffImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses SVG, HTML, text, other RIFF files, truncated headers and nothing at all', () => {
    for (const sample of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('<!doctype html><script>alert(1)</script>'),
      bytes('just some text'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes('GIF89a'),
      bytes([0x89], 'PNG', [0x0d, 0x0a]),
      bytes([0xff, 0xd8]),
      bytes(),
    ]) {
      expect(sniffImageType(sample)).toBeNull();
    }
  });
});
