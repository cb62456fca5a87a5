import { mkdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchConsole } from './support/browser.ts';
import { type RunningServer, startBuiltServer } from './support/built-server.ts';

// Screenshots of the public site go outside the repository, to be looked at by hand.
const SHOTS = '/tmp/public-site-screens';

/** Spec §2.1: every public path with its aliases, and the heading each must show. */
const PUBLIC_PAGES: { title: string; paths: string[] }[] = [
  { title: 'Contact Us', paths: ['/contact'] },
  { title: 'Privacy Policy', paths: ['/privacy-policy', '/cookie-policy', '/privacy'] },
  { title: 'Terms and Conditions', paths: ['/terms-and-conditions', '/terms-conditions', '/terms'] },
  { title: 'Cancellation and Refunds', paths: ['/cancellation-refunds', '/refund', '/refunds'] },
  { title: 'Help Center', paths: ['/help-center', '/help'] },
  { title: 'Documentation', paths: ['/documentation', '/docs'] },
  { title: 'Training Videos', paths: ['/training-videos', '/training'] },
  { title: 'System Status', paths: ['/system-status', '/status'] },
  { title: 'Terms of Service', paths: ['/terms-of-service'] },
  { title: 'GDPR Compliance', paths: ['/gdpr-compliance', '/gdpr'] },
  { title: 'HIPAA Compliance', paths: ['/hipaa-compliance', '/hipaa'] },
  { title: 'PCPNDT Act Compliance', paths: ['/pcpndt-compliance', '/pcpndt-act-compliance'] },
  { title: 'Shipping Policy', paths: ['/shipping-policy', '/shipping'] },
];

/** Spec §2.2: the footer's links. */
const FOOTER_LINKS = [
  '/subscription',
  '/privacy-policy',
  '/pcpndt-compliance',
  '/help-center',
  '/documentation',
  '/training-videos',
  '/contact',
  '/system-status',
  '/terms',
  '/shipping',
  '/refund',
  '/terms-of-service',
  '/gdpr-compliance',
  '/hipaa-compliance',
];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startBuiltServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(width = 1366, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** Bytes a gzip-accepting browser receives for a URL (fetch would decompress and hide them). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
}

describe('the public site', () => {
  it('sends / and /login prerendered, and hydrates them without replacing the markup', async () => {
    const entries = [
      { path: '/', heading: 'Ultrasound reports and PCPNDT compliance, in one portal', title: 'USG Clinic Portal' },
      { path: '/login', heading: 'Welcome back', title: 'Sign In | USG Clinic Portal' },
    ];
    for (const { path, heading, title } of entries) {
      // The raw HTML, before any script runs: the heading and tab title are already there.
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(html, path).toContain(`data-prerendered="${path}"`);
      // The CSP allows no inline script: every script in the page is a file.
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      // Until React owns the form, its submit button is disabled: a native submit would put the
      // typed password into the URL.
      if (path === '/login') expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>/);

      const page = await newPage(390, 844);
      const console = watchConsole(page);
      await page.addInitScript(WATCH_REPLACED_MARKUP);
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.title(), path).toBe(title);
      // A hydration mismatch makes React throw the server markup away and render afresh.
      expect(await page.evaluate('window.__replacedMarkup'), path).toEqual([]);
      expect(console.errors, path).toEqual([]);
      if (path === '/login') {
        // Hydrated, not just painted: the form's own handler answers an empty submit.
        await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
        await page.getByRole('alert').waitFor();
      }
    }
  });

  it('renders every public path and alias with its heading, content and a way home', async () => {
    const page = await newPage();
    const console = watchConsole(page);
    for (const { title, paths } of PUBLIC_PAGES) {
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.textContent(), path).toBe(title);
        // The page body is a lazy chunk: it must arrive, not leave a spinner or an empty page.
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        const back = page.getByRole(path.startsWith('/shipping') ? 'button' : 'link', { name: 'Back to Home' });
        expect(await back.count(), path).toBe(2);
        expect(await page.title(), path).toBe(`${title} | USG Clinic Portal`);
      }
    }
    await page.goto(`${server.url}/shipping`);
    await page.getByRole('button', { name: 'Back to Home' }).first().click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: /Ultrasound reports/ }).waitFor();
    expect(console.errors).toEqual([]);
  });

  it('stores the chosen plan and goes to sign-up from a pricing card', async () => {
    const page = await newPage();
    const console = watchConsole(page);
    await page.goto(server.url);
    const pricing = page.locator('#pricing');
    expect(await pricing.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Basic',
      'Professional',
      'Enterprise',
    ]);
    await expect(pricing.textContent()).resolves.toContain('₹1,000');
    await pricing.getByRole('button', { name: 'Choose Professional' }).click();
    await page.waitForURL('**/signup');
    expect(await page.evaluate('window.localStorage.getItem("selectedPlan")')).toBe('professional');
    expect(console.errors).toEqual([]);
  });

  it('has every footer link of the spec, and each one leads to a page', async () => {
    const page = await newPage();
    await page.goto(server.url);
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links.map((a) => (a as unknown as { getAttribute(name: string): string | null }).getAttribute('href')),
      );
    expect([...hrefs].sort()).toEqual([...FOOTER_LINKS].sort());
    expect(await footer.textContent()).toMatch(/\+91 124 456 7890[\s\S]*support@usgclinicportal\.in/);
    for (const href of FOOTER_LINKS) {
      await page.goto(server.url);
      await page.getByRole('contentinfo').locator(`a[href="${href}"]`).click();
      await page.waitForURL(`**${href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent(), href).not.toBe('Page not found');
    }
  });

  it('sends a contact message, after showing the error of a bad e-mail', async () => {
    const page = await newPage();
    const console = watchConsole(page);
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Verma');
    await page.getByLabel('Email', { exact: true }).fill('asha.verma@');
    await page.getByLabel('Clinic Name (optional)').fill('Verma Imaging Centre');
    await page.getByLabel('Subject').fill('Form F export');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Can the monthly register be exported as CSV for our district?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'contact-error');

    await page.getByLabel('Email', { exact: true }).fill('asha.verma@example.in');
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answer).status()).toBe(201);
    // The inline confirmation and the toast both say it (both role=status); either may come first.
    await page.getByRole('status').filter({ hasText: 'Your message has been sent' }).first().waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('First Name').inputValue()).toBe('');
    await screenshot(page, 'contact-sent');
    expect(console.errors).toEqual([]);
  });

  it('lets a keyboard reach the main links with a visible focus ring', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const reached: string[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      // A string, so the test's TypeScript needs no DOM types.
      const focused = (await page.evaluate(`(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { name: el.textContent.trim(), outline: style.outlineStyle, width: style.outlineWidth };
      })()`)) as { name: string; outline: string; width: string } | null;
      if (!focused) continue;
      reached.push(focused.name);
      if (['Sign In', 'Sign Up', 'Start Free Trial'].includes(focused.name)) {
        expect(focused.outline, focused.name).not.toBe('none');
        expect(focused.width, focused.name).not.toBe('0px');
      }
    }
    expect(reached[0]).toBe('Skip to content');
    expect(reached).toEqual(expect.arrayContaining(['Sign In', 'Sign Up', 'Start Free Trial']));
  });

  it('keeps the landing page’s JavaScript within 120 KB gzipped', async () => {
    const page = await newPage(390, 844);
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts.map(gzipBytes));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(120 * 1024);
    // The signed-in app's screens must not load on the public landing page.
    expect(scripts.some((url) => /signed-in-area|reports-screen|dashboard-screen/.test(url))).toBe(false);
  });

  it('looks right on desktop and phone widths (screenshots), without sideways scrolling or errors', async () => {
    const shots: [name: string, path: string, width: number, height: number, level: 1 | 2][] = [
      ['landing-desktop', '/', 1366, 900, 1],
      ['landing-mobile', '/', 390, 844, 1],
      ...['/pcpndt-compliance', '/help-center', '/system-status', '/refund'].map(
        (path) => [path.slice(1), path, 1366, 900, 2] as [string, string, number, number, 2],
      ),
      ['contact-mobile', '/contact', 390, 844, 2],
    ];
    for (const [name, path, width, height, level] of shots) {
      const page = await newPage(width, height);
      const console = watchConsole(page);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level }).first().waitFor();
      await screenshot(page, name);
      // What a person would see wrong in the picture: content wider than the screen, or a broken script.
      const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(console.errors, name).toEqual([]);
      expect(statSync(`${SHOTS}/${name}.png`).size, name).toBeGreaterThan(0);
    }
  });
});

/** Init script: records every <main> or heading-holding element removed from the page. */
const WATCH_REPLACED_MARKUP = `
  window.__replacedMarkup = [];
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('main, h1') || node.querySelector('main, h1')) window.__replacedMarkup.push(node.nodeName);
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
