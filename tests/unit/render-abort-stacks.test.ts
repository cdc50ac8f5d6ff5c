import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { RENDER_COMPLETED, releaseRenderCompletionStacks } from '@/server/web/render-abort-stacks';

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
const originalAbort = AbortController.prototype.abort;
const completionMessage = `${RENDER_COMPLETED} All cacheSignals are now aborted to allow clean up of any unused resources.`;

/**
 * A render whose completion error is created in a method of `render` (so `render` is one of the
 * error's frame receivers, as the immediate a real render ends in is), aborted with `abort`.
 */
async function renderOutlivesItsCompletion(abort: AbortController['abort'], message = completionMessage) {
  let render: { rows: string[]; complete(): Error } | null = { rows: new Array(10_000).fill('row'), complete: () => new Error(message) };
  const stillThere = new WeakRef(render);
  const controller = new AbortController();
  abort.call(controller, render.complete.call(render));
  render = null;
  await sleep(1);
  collectGarbage();
  return { retained: stillThere.deref() !== undefined, controller };
}

describe('render completion stacks', () => {
  it('without the release, the completion error keeps the frames it was created in reachable', async () => {
    expect((await renderOutlivesItsCompletion(originalAbort)).retained).toBe(true);
  });

  it('with it, the frames go while the signal still carries the reason', async () => {
    releaseRenderCompletionStacks();
    const { retained, controller } = await renderOutlivesItsCompletion(AbortController.prototype.abort);
    expect(retained).toBe(false);
    expect(controller.signal.aborted).toBe(true);
    expect((controller.signal.reason as Error).message).toBe(completionMessage);
    expect((controller.signal.reason as Error).stack).toBe(`Error: ${completionMessage}`);
  });

  it('leaves every other abort reason with its stack', async () => {
    releaseRenderCompletionStacks();
    const controller = new AbortController();
    controller.abort(new Error('the visitor left'));
    expect((controller.signal.reason as Error).stack).toMatch(/\n\s+at /);
    expect((await renderOutlivesItsCompletion(AbortController.prototype.abort, 'the visitor left')).retained).toBe(true);
  });

  it('installs once', () => {
    releaseRenderCompletionStacks();
    const installed = AbortController.prototype.abort;
    releaseRenderCompletionStacks();
    expect(AbortController.prototype.abort).toBe(installed);
    expect(installed).not.toBe(originalAbort);
  });

  it('matches the error the installed Next.js runtime ends its renders with', () => {
    // If React changes the message (or stops capturing the stack, react#37289), this says so.
    const runtime = createRequire(import.meta.url).resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js');
    expect(readFileSync(runtime, 'utf8')).toContain(`cacheController.abort(Error("${RENDER_COMPLETED}`);
  });
});
