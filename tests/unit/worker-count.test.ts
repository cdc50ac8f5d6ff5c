import { describe, expect, it } from 'vitest';
import { cgroupCores, workerCount } from '@/server/cluster/concurrency';
import { StartupError } from '@/server/startup-error';

describe('how many workers npm start runs', () => {
  it('is WEB_CONCURRENCY when set, else one per core', () => {
    expect(workerCount({ WEB_CONCURRENCY: '3' }, 8)).toBe(3);
    expect(workerCount({ WEB_CONCURRENCY: ' 1 ' }, 8)).toBe(1);
    expect(workerCount({}, 4)).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: '' }, 2)).toBe(2);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number of at least 1, naming it', () => {
    for (const value of ['0', '-2', '1.5', 'many']) {
      expect(() => workerCount({ WEB_CONCURRENCY: value }, 2)).toThrow(StartupError);
      expect(() => workerCount({ WEB_CONCURRENCY: value }, 2)).toThrow(/WEB_CONCURRENCY/);
    }
  });

  it('counts the cores a cgroup CPU quota grants (rounded up), none without a quota', () => {
    expect(cgroupCores(() => '200000 100000\n')).toBe(2);
    expect(cgroupCores(() => '150000 100000')).toBe(2);
    expect(cgroupCores(() => '50000 100000')).toBe(1);
    expect(cgroupCores(() => 'max 100000')).toBeNull();
    expect(cgroupCores(() => {
      throw new Error('ENOENT');
    })).toBeNull();
  });
});
