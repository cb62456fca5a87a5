import { describe, expect, it } from 'vitest';
import { readBridgeConfig } from './bridge-config.ts';

const token = `usgb_${'a'.repeat(43)}`;

describe('the bridge settings', () => {
  it('takes an https portal and a bridge token, with the defaults for the rest', () => {
    const config = readBridgeConfig({ PORTAL_URL: 'https://portal.example.in/app', BRIDGE_TOKEN: token });
    expect(config).toMatchObject({
      portalUrl: 'https://portal.example.in',
      token,
      previousToken: null,
      port: 11112,
      aeTitle: null,
      maxRetryMs: 60_000,
    });
    expect(config.queueDir).toMatch(/data\/bridge-queue$/);
  });

  it('refuses plain http except to this computer, and says what to fix', () => {
    expect(() => readBridgeConfig({ PORTAL_URL: 'http://portal.example.in', BRIDGE_TOKEN: token })).toThrow(
      /must start with https/,
    );
    expect(readBridgeConfig({ PORTAL_URL: 'http://127.0.0.1:5000', BRIDGE_TOKEN: token }).portalUrl).toBe(
      'http://127.0.0.1:5000',
    );
  });

  it('names every missing or wrong setting at once', () => {
    const attempt = () =>
      readBridgeConfig({
        BRIDGE_TOKEN: 'abc',
        BRIDGE_PREVIOUS_TOKEN: 'old',
        BRIDGE_PORT: '70000',
        BRIDGE_AE_TITLE: 'bad title',
      });
    expect(attempt).toThrow(/PORTAL_URL is required/);
    expect(attempt).toThrow(/BRIDGE_TOKEN is required/);
    expect(attempt).toThrow(/BRIDGE_PORT must be a port number/);
    expect(attempt).toThrow(/BRIDGE_AE_TITLE must be/);
    expect(attempt).toThrow(/BRIDGE_PREVIOUS_TOKEN must be the earlier bridge token/);
  });
});
