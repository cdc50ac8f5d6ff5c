/**
 * React's server renderer ends every render by aborting its cache controller with
 * `Error('This render completed successfully. …')`. Until that error's `stack` is read, V8 keeps
 * its call frames, receivers included, and one receiver is the `setImmediate` entry the render
 * ended in. Node leaves a run entry linked to the others of its batch, and each entry holds the
 * async-local stores of the render that queued it, whose own completion error holds a later
 * batch, and so on. Any timer or socket created during one render (a PostgreSQL connection the
 * pool opens, a rate limit's window) therefore keeps every later render reachable: under
 * sustained load the heap grows until the process runs out of memory (seen on PostgreSQL at
 * ~60 renders/s: out of memory after about 40 s with the 192 MB heap).
 *
 * Until React stops capturing that stack (react#37289), its text replaces it as the controller
 * is aborted, which lets the frames go. Nothing reads it: the reason only tells `cacheSignal()`
 * listeners why they were aborted.
 */
export const RENDER_COMPLETED = 'This render completed successfully.';
const installed = Symbol.for('polyglot.renderAbortStacks');

type Abort = AbortController['abort'] & { [installed]?: true };

/** Installs the release once per process (before Next renders anything); later calls do nothing. */
export function releaseRenderCompletionStacks(): void {
  const original: Abort = AbortController.prototype.abort;
  if (original[installed]) return;
  const abort: Abort = function abort(this: AbortController, reason?: unknown) {
    if (reason instanceof Error && reason.message.startsWith(RENDER_COMPLETED)) reason.stack = `Error: ${reason.message}`;
    original.call(this, reason);
  };
  abort[installed] = true;
  AbortController.prototype.abort = abort;
}
