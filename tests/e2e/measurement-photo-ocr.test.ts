import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMeasurementLines } from '../../core/ocr/parse-measurement-text.ts';
import type { PhotoKey } from '../../core/ocr/photo-measurement-keys.ts';
import { OCR_PATHS, readImageLines, stopOcr } from '../../server/ocr/ocr-engine.ts';
import { launchChromium } from './support/browser.ts';
import { MEASUREMENT_PAGES } from './support/measurement-pages.ts';
import { renderMeasurementPage } from './support/measurement-photos.ts';

/**
 * Issue 35 item 3: OCR with the parser on measurement pages Chromium draws (several layouts and
 * fonts, dark screens and light printouts), each as a clean screenshot and as a phone photo of
 * it (turned, blurred, JPEG). At least 95% of the values must be read exactly.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopOcr();
});

describe('reading measurement pages', () => {
  it('runs offline: the engine, its core and the English data are files in node_modules', () => {
    for (const path of Object.values(OCR_PATHS)) {
      expect(path).not.toMatch(/^https?:/);
      expect(existsSync(path), path).toBe(true);
    }
    expect(existsSync(`${OCR_PATHS.langPath}/eng.traineddata.gz`)).toBe(true);
  });

  it('reads at least 95% of the values exactly across layouts, fonts, screens and photos', {
    timeout: 300_000,
  }, async () => {
    const misses: string[] = [];
    let total = 0;
    for (const page of MEASUREMENT_PAGES) {
      for (const variant of ['screen', 'photo'] as const) {
        const image = await renderMeasurementPage(browser, page, variant);
        const { values } = parseMeasurementLines(await readImageLines(image));
        for (const [key, expected] of Object.entries(page.expected)) {
          total += 1;
          const read = values[key as PhotoKey];
          if (read?.value !== expected) misses.push(`${page.name} (${variant}) ${key}: ${read?.value} ≠ ${expected}`);
        }
      }
    }
    const exact = (total - misses.length) / total;
    // The figure the issue asks for, in the test output.
    console.info(
      `measurement photos: ${total - misses.length}/${total} values read exactly (${(exact * 100).toFixed(1)}%)`,
    );
    expect(total).toBeGreaterThanOrEqual(50);
    expect(exact, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
