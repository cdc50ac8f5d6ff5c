import { describe, expect, it } from 'vitest';
import { dayTicks, niceStep, niceTicks } from '@/components/dashboard/overview/chart-axes';

describe('niceStep', () => {
  it('is 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(13, 4)).toBe(5);
    expect(niceStep(100, 4)).toBe(20);
    expect(niceStep(7, 4)).toBe(2);
    expect(niceStep(0.034, 4)).toBe(0.01);
    expect(niceStep(1234, 5)).toBe(200);
  });
});

describe('niceTicks', () => {
  it('goes from zero to the first round value at or above the maximum', () => {
    expect(niceTicks(13, { integer: true })).toEqual([0, 5, 10, 15]);
    expect(niceTicks(100, { integer: true })).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234, { integer: true })).toEqual([0, 200, 400, 600, 800, 1000, 1200, 1400]);
  });

  it('keeps counts whole and gives an empty series an axis of 0 and 1', () => {
    expect(niceTicks(0, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(2, { integer: true })).toEqual([0, 1, 2]);
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
  });

  it('rounds rates without floating-point tails and stops at the ceiling', () => {
    expect(niceTicks(0.034, { floor: 0.01, ceiling: 1 })).toEqual([0, 0.01, 0.02, 0.03, 0.04]);
    expect(niceTicks(0, { floor: 0.01, ceiling: 1 })).toEqual([0, 0.002, 0.004, 0.006, 0.008, 0.01]);
    expect(niceTicks(3, { floor: 0.01, ceiling: 1 })).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('treats a missing maximum as zero', () => {
    expect(niceTicks(Number.NaN, { integer: true })).toEqual([0, 1]);
  });
});

describe('dayTicks', () => {
  const days = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

  it('labels every week of a month, today last', () => {
    expect(dayTicks(days(30))).toEqual([2, 9, 16, 23, 30]);
  });

  it('labels every day of a short series and nothing of an empty one', () => {
    expect(dayTicks(days(5))).toEqual([1, 2, 3, 4, 5]);
    expect(dayTicks([])).toEqual([]);
  });

  it('never gives more than the most asked for', () => {
    for (const n of [7, 14, 31, 90, 400]) expect(dayTicks(days(n)).length).toBeLessThanOrEqual(6);
  });
});
