import type { Browser } from 'playwright-core';
import { type MeasurementPage, PHOTOGRAPHED_CSS } from './measurement-pages.ts';

/** A measurement page drawn by Chromium: as a clean screenshot (PNG) or as a phone photo of it (JPEG). */
export async function renderMeasurementPage(
  browser: Browser,
  measurementPage: MeasurementPage,
  variant: 'screen' | 'photo',
): Promise<Buffer> {
  // A phone photographs a screen at about twice its pixels: the photo is drawn at that scale.
  const page = await browser.newPage({
    viewport: { width: measurementPage.width, height: 400 },
    deviceScaleFactor: variant === 'photo' ? 2 : 1,
  });
  try {
    await page.setContent(measurementPage.html);
    if (variant === 'photo') await page.addStyleTag({ content: PHOTOGRAPHED_CSS });
    return await page.screenshot(
      variant === 'photo' ? { fullPage: true, type: 'jpeg', quality: 72 } : { fullPage: true, type: 'png' },
    );
  } finally {
    await page.close();
  }
}
