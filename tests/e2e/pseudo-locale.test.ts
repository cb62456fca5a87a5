import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allowConsoleErrors } from '../support/console-guard.ts';
import { buildPatient, buildReport, buildSignup } from '../support/factories.ts';
import { screenshot, watchConsole } from './support/browser.ts';
import type { RunningServer } from './support/built-server.ts';
import { postAsClinic, signUpThroughApi } from './support/clinic-flows.ts';
import { pseudoMessage, servePseudoLocale } from './support/hindi-words.ts';
import { startServerAndBrowser } from './support/server-and-browser.ts';

// Issue 34: pseudo-localisation. Every message ~40% longer and accented (as Hindi, Marathi or
// Tamil text often runs longer than English), the key screens at a 390 px phone must not scroll
// sideways. The catalog is served in place of the Hindi one, so the app runs its real language path.

let server: RunningServer;
let browser: Browser;
startServerAndBrowser((started, launched) => {
  server = started;
  browser = launched;
});

const ENGLISH = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../web/src/locales/en.json'), 'utf8'),
) as Record<string, string>;

async function phoneContext(token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });
  await servePseudoLocale(context, ENGLISH);
  if (token) await context.addInitScript(`localStorage.setItem('authToken', ${JSON.stringify(token)})`);
  return context;
}

/** How far the page reaches past the screen's right edge, and the elements that do (for the message). */
async function overflow(page: Page): Promise<{ by: number; culprits: string[] }> {
  return (await page.evaluate(`(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1) return false;
        // Inside a sideways-scrolling box (a wide table) is by design.
        for (let p = el.parentElement; p; p = p.parentElement) {
          const x = getComputedStyle(p).overflowX;
          if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => el.tagName.toLowerCase() + ': ' + (el.textContent || '').trim().slice(0, 60));
    return { by: document.documentElement.scrollWidth - width, culprits };
  })()`)) as { by: number; culprits: string[] };
}

describe('pseudo-locale at 390 px', () => {
  it('makes every message longer and accented, placeholders and tags kept', () => {
    expect(pseudoMessage('Showing {from} to {to}')).toBe('Shówíñg~~~ {from} tó~ {to}');
    expect(pseudoMessage('<to>{sentTo}</to>.')).toBe('<to>{sentTo}</to>.');
  });

  it('shows the public landing page and the key signed-in screens without sideways scrolling', async () => {
    // A trial clinic's dashboard asks for analytics-only figures and is told 402; nothing else may fail.
    allowConsoleErrors(/status of 402/);
    const landing = await (await phoneContext()).newPage();
    watchConsole(landing);
    await landing.goto(server.url);
    await landing.getByRole('heading', { level: 1, name: /^Últ/ }).waitFor();
    await checkScreen(landing, 'landing');

    const { token } = await signUpThroughApi(server.url, buildSignup(), { startTrial: true });
    const patient = await postAsClinic<{ id: string }>(server.url, token, '/api/patients', buildPatient());
    await postAsClinic(server.url, token, '/api/reports', buildReport(patient.id));
    const page = await (await phoneContext(token)).newPage();
    watchConsole(page);
    for (const path of ['/dashboard', '/patients', '/front-desk', '/reports', '/pcpndt', '/billing']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await checkScreen(page, path.slice(1));
    }
  });
});

async function checkScreen(page: Page, name: string): Promise<void> {
  expect(await page.getAttribute('html', 'lang'), name).toBe('hi-IN');
  await screenshot(page, `pseudo-${name}-390`);
  const found = await overflow(page);
  expect({ name, ...found }).toEqual({ name, by: 0, culprits: [] });
}
