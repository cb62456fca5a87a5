import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { reportConsoleError } from '../../support/console-guard.ts';

export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../artifacts/screenshots');

/**
 * Stands in for the print dialog in every page the tests open. A print page opened with
 * ?autoprint=1 calls window.print() itself; some Chromium builds (156.0.8078.108) then keep the
 * page "being printed", and the test's own page.pdf() fails with "Page is already being printed".
 * The tests must not depend on the browser's patch level, so window.print counts its calls and
 * fires the events a real print fires (the Form F page records its print on beforeprint); the
 * test asserts the call (printCalls) and reads the paper from page.pdf().
 */
const STAND_IN_FOR_PRINT = `
  window.__printCalls = 0;
  window.print = function print() {
    window.__printCalls += 1;
    window.dispatchEvent(new Event('beforeprint'));
    window.dispatchEvent(new Event('afterprint'));
  };
`;

/** How many times the page has asked to print (see STAND_IN_FOR_PRINT). */
export function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { __printCalls: number }).__printCalls);
}

/** The system Chromium (never a downloaded browser), with the flags this closed network needs. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // browser.newPage() makes its context through newContext, so every page gets the stand-in.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(STAND_IN_FOR_PRINT);
    return context;
  };
  return browser;
}

/**
 * Collects console errors and uncaught page errors so a test can fail on surprises (a CSP
 * violation shows up here). Each is also reported to the console guard, which fails the test
 * during which it happened unless the test expected it: allowConsoleErrors(/status of 401/) for
 * the 401 of a wrong password (tests/support/console-guard.ts).
 */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  const seen = (text: string) => {
    errors.push(text);
    reportConsoleError(`browser: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') seen(message.text());
  });
  page.on('pageerror', (error) => seen(`pageerror: ${error.message}`));
  return { errors };
}

/**
 * A native select's chosen text and whether it fits: the width its text needs (measured in the
 * select's own font, plus the 12 px before it and 36 px for the chevron) against its box. A
 * select clips what does not fit without a sign, which no other check sees.
 */
export function chosenTextFit(select: Locator): Promise<{ text: string; needed: number; width: number }> {
  return select.evaluate((element) => {
    // Runs in the page; this project's Node typings have no DOM, so what is used is described here.
    type Select = { selectedIndex: number; options: { text: string }[]; clientWidth: number };
    type Canvas = { getContext(kind: '2d'): { font: string; measureText(text: string): { width: number } } };
    type PageGlobal = {
      document: { createElement(tag: 'canvas'): Canvas };
      getComputedStyle(element: unknown): { font: string };
    };
    const page = globalThis as unknown as PageGlobal;
    const el = element as unknown as Select;
    const context = page.document.createElement('canvas').getContext('2d');
    context.font = page.getComputedStyle(element).font;
    const text = el.options[el.selectedIndex]?.text ?? '';
    return { text, needed: context.measureText(text).width + 12 + 36, width: el.clientWidth };
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The two widths a clinic uses, the front-desk PC (1366 px) and a phone (390 px); back at 1366 after. */
export async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}
