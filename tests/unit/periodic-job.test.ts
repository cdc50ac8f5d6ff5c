import { describe, expect, it } from 'vitest';
import { periodicJob } from '@/server/services/periodic-job';

/** A job whose runs each wait for `finish()`, counting how many started and how many overlapped. */
function gatedJob() {
  let started = 0;
  let active = 0;
  let overlapped = false;
  const gates: Array<() => void> = [];
  const job = periodicJob(async () => {
    const run = ++started;
    active++;
    if (active > 1) overlapped = true;
    await new Promise<void>((resolve) => gates.push(resolve));
    active--;
    return run;
  }, { intervalMs: 60_000, failure: 'test' });
  const finish = async () => {
    await Promise.resolve();
    gates.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { job, finish, started: () => started, overlapped: () => overlapped };
}

describe('a periodic job asked to run now', () => {
  it('answers with a run that starts after the call when one is already going, never two at once', async () => {
    const { job, finish, started, overlapped } = gatedJob();
    const first = job.runNow();
    const second = job.runNow();
    const third = job.runNow();
    expect(started()).toBe(1);
    await finish();
    expect(await first).toBe(1);
    expect(started()).toBe(2);
    await finish();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(overlapped()).toBe(false);
  });

  it('starts no further run once closed, and close waits for the one going', async () => {
    const { job, finish, started } = gatedJob();
    const first = job.runNow();
    const second = job.runNow();
    const closing = job.close();
    await finish();
    await closing;
    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(started()).toBe(1);
  });
});
