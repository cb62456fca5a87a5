import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectToast } from './support/clinic-flows.ts';
import { SETTINGS_SHOTS, section, sidebarOf, startSettingsHarness } from './support/settings-harness.ts';

const { serverUrl, openSettings } = startSettingsHarness();

describe('the settings page: logo upload', () => {
  it('uploads a PNG logo with progress, shows it in the shell, and refuses a too-large or non-image file', async () => {
    const { context, page, token } = await openSettings();
    const clinic = section(page, 'USG Centre Information');
    const fileInput = clinic.locator('input[type="file"]');

    // Client checks first: nothing is sent for these.
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5_242_881, 1),
    });
    await expectToast(page, 'File too large');
    await expectToast(page, 'File must be smaller than 5MB');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expectToast(page, 'Invalid file type');
    await expectToast(page, 'Please select a valid image file');
    // Declared as PNG but not one: the store sniffs the bytes and refuses (400).
    await fileInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg></svg>') });
    await expectToast(page, 'Please select a valid image file');
    await clinic.getByText('Failed to upload logo. Please try again.').waitFor();

    // A real PNG drawn by the browser itself.
    const png = Buffer.from(
      await page.evaluate(() => {
        type Canvas = {
          width: number;
          height: number;
          getContext: (kind: '2d') => {
            fillStyle: string;
            font: string;
            fillRect: (x: number, y: number, w: number, h: number) => void;
            fillText: (text: string, x: number, y: number) => void;
          };
          toDataURL: (type: string) => string;
        };
        const doc = (globalThis as unknown as { document: { createElement: (tag: 'canvas') => Canvas } }).document;
        const canvas = doc.createElement('canvas');
        canvas.width = 96;
        canvas.height = 96;
        const ctx = canvas.getContext('2d');
        ctx.fillStyle = '#0f766e';
        ctx.fillRect(0, 0, 96, 96);
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 44px sans-serif';
        ctx.fillText('LD', 18, 64);
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      }),
      'base64',
    );
    const uploads: { method: string; authorization: string | undefined; contentType: string | undefined }[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/uploads/logo/')) {
        const headers = request.headers();
        uploads.push({
          method: request.method(),
          authorization: headers.authorization,
          contentType: headers['content-type'],
        });
      }
    });
    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await expectToast(page, 'Logo Updated');
    await clinic.getByText('Upload successful').waitFor();
    // The signed URL is the authority: the session token never travels with the file.
    expect(uploads).toEqual([{ method: 'PUT', authorization: undefined, contentType: 'image/png' }]);

    const logo = sidebarOf(page).locator('img').first();
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(96);
    const stored = (await (
      await fetch(`${serverUrl()}/api/clinic`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { logoUrl: string };
    expect(await logo.getAttribute('src')).toBe(stored.logoUrl);
    await page.screenshot({ path: join(SETTINGS_SHOTS, 'settings-logo.png') });

    await context.close();
  });

  it('shows the upload percent while a large logo travels on a slow line', async () => {
    const { context, page } = await openSettings();
    const clinic = section(page, 'USG Centre Information');
    // Random pixels do not compress: a PNG of about 2 MB, under the 5 MB limit.
    const png = Buffer.from(
      await page.evaluate(() => {
        type Canvas = {
          width: number;
          height: number;
          getContext: (kind: '2d') => {
            createImageData: (w: number, h: number) => { data: Uint8ClampedArray };
            putImageData: (image: { data: Uint8ClampedArray }, x: number, y: number) => void;
          };
          toDataURL: (type: string) => string;
        };
        const doc = (globalThis as unknown as { document: { createElement: (tag: 'canvas') => Canvas } }).document;
        const canvas = doc.createElement('canvas');
        canvas.width = 700;
        canvas.height = 700;
        const ctx = canvas.getContext('2d');
        const image = ctx.createImageData(700, 700);
        for (let i = 0; i < image.data.length; i++) image.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
        ctx.putImageData(image, 0, 0);
        return canvas.toDataURL('image/png').split(',')[1] ?? '';
      }),
      'base64',
    );
    expect(png.length).toBeGreaterThan(1_000_000);
    expect(png.length).toBeLessThan(5_242_880);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });
    await clinic.locator('input[type="file"]').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png });
    const bar = clinic.getByRole('progressbar', { name: 'Logo upload' });
    // Somewhere between the first and the last byte, the percent is shown and announced.
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow', { timeout: 2_000 }).catch(() => null)) ?? -1), {
        timeout: 15_000,
        interval: 100,
      })
      .toSatisfy((percent: number) => percent > 0 && percent < 100);
    await clinic.getByText(/^Uploading\.\.\. \d{1,2}%$/).waitFor();
    await clinic.screenshot({ path: join(SETTINGS_SHOTS, 'settings-uploading.png') });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expectToast(page, 'Logo Updated', 30_000);
    expect(await bar.count()).toBe(0);

    await context.close();
  });
});
