import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoNow } from '@/server/services/iso-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('isoNow', () => {
  it('is toISOString of the current millisecond, across seconds and days', () => {
    vi.useFakeTimers();
    for (const at of ['2026-11-23T15:20:00.000Z', '2026-11-23T15:20:00.007Z', '2026-11-23T15:20:00.042Z', '2026-11-23T15:20:00.999Z', '2026-11-23T23:59:59.999Z', '2026-11-24T00:00:00.001Z', '2030-01-01T00:00:00.100Z']) {
      vi.setSystemTime(new Date(at));
      expect(isoNow()).toBe(at);
    }
  });
});
