import { AsyncLocalStorage } from 'node:async_hooks';
import { contentOfTopic } from './invalidation';

/**
 * What a public page render showed of the content modules, so that the page cache drops on a
 * content write exactly the pages that show it: the item's pages (and the pages that name it
 * in a relation or a menu) by the content's tag, its module's listings by the module's tag.
 * The public reads note what they return (services/content.ts); a render that the page cache
 * may keep runs inside `recordShown`.
 */
const SHARED = Symbol.for('polyglot.shown-content');
/** One store per process: Next's server bundle holds its own copy of this module beside the server's. */
const shown: AsyncLocalStorage<Set<string>> = ((globalThis as Record<symbol, unknown>)[SHARED] ??= new AsyncLocalStorage<Set<string>>()) as AsyncLocalStorage<Set<string>>;

export const contentShown = (contentId: number): string => `c:${contentId}`;
/** A module's listing: it changes with any of its contents. */
export const listingShown = (moduleKey: string): string => `m:${moduleKey}`;

/** Notes, for the render under way (if any), that it shows these tags. */
export function noteShown(...tags: string[]): void {
  const recording = shown.getStore();
  if (recording) for (const tag of tags) recording.add(tag);
}

/** Runs `render` noting into `tags` what it shows (it and every call it makes, however late). */
export function recordShown<T>(tags: Set<string>, render: () => T): T {
  return shown.run(tags, render);
}

/** The tags a 'settings' invalidation detail changes, or 'all' when it is not one content's write. */
export function tagsChangedBy(detail: string | undefined): readonly string[] | 'all' {
  const content = contentOfTopic(detail);
  return content ? [contentShown(content.contentId), listingShown(content.moduleKey)] : 'all';
}
