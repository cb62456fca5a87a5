import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.ts';

describe('deviceName', () => {
  it('names common browsers and systems', () => {
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe(
      'Chrome on Windows',
    );
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605 Version/17 Safari/604.1')).toBe(
      'Safari on iOS',
    );
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0) Chrome/130 Safari/537.36 Edg/130')).toBe('Edge on Windows');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('curl/8.0')).toBe('curl/8.0');
  });
});
