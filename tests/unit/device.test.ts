import { describe, expect, it } from 'vitest';
import { approximateLocation, describeClient, displayLocation } from '@/server/services/device';

describe('client description of a session', () => {
  it.each([
    ['127.0.0.1', 'local'],
    ['::1', 'local'],
    ['10.1.2.3', 'local'],
    ['172.20.0.5', 'local'],
    ['192.168.0.10', 'local'],
    ['::ffff:192.168.0.10', 'local'],
    ['fd12:3456::1', 'local'],
    ['203.0.113.7', 'SE'],
    ['172.32.0.1', 'SE'],
  ])('place %s at %s (Accept-Language sv-SE)', (ip, expected) => {
    expect(approximateLocation(ip, 'sv-SE,sv;q=0.9,en;q=0.8')).toBe(expected);
  });

  it('take the first language tag that names a region, else nothing', () => {
    expect(approximateLocation('203.0.113.7', 'tr,en-GB;q=0.8')).toBe('GB');
    expect(approximateLocation('203.0.113.7', 'en,sv')).toBeNull();
    expect(approximateLocation('203.0.113.7', 'es-419')).toBeNull();
    expect(approximateLocation('203.0.113.7', 'garbage;;,,')).toBeNull();
    expect(approximateLocation(null, undefined)).toBeNull();
  });

  it('name the device and browser from the User-Agent', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';
    expect(describeClient({ ip: '203.0.113.7', userAgent: android, acceptLanguage: null })).toEqual({
      ip_address: '203.0.113.7',
      location: null,
      device: 'Google Pixel 8 (Android 14)',
      browser: 'Mobile Chrome 125',
    });
    expect(describeClient({ ip: null, userAgent: 'curl/8.5.0', acceptLanguage: null })).toMatchObject({ device: null, browser: null });
  });

  it('show stored locations in the reader language', () => {
    expect(displayLocation('local', 'sv')).toBe('Lokalt nätverk');
    expect(displayLocation('SE', 'tr')).toBe('İsveç');
    expect(displayLocation(null, 'en')).toBeNull();
  });
});
