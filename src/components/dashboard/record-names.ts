/**
 * The names of the records the open screen shows, by their page's path (`/dashboard/users/7` →
 * "Ada Lovelace"), for the breadcrumbs: they live in the layout, which knows paths, not records.
 * A page names its record with <RecordCrumb>; the name goes when that page does.
 */
export type RecordNames = Readonly<Record<string, string>>;

const EMPTY: RecordNames = Object.freeze({});
let names: RecordNames = EMPTY;
const listeners = new Set<() => void>();

function publish(next: RecordNames) {
  names = next;
  for (const listener of listeners) listener();
}

/** Names the record at `href`; the returned function takes the name back (if it is still this one). */
export function nameRecord(href: string, label: string): () => void {
  publish({ ...names, [href]: label });
  return () => {
    if (names[href] !== label) return;
    const { [href]: _gone, ...rest } = names;
    publish(rest);
  };
}

export const subscribeRecordNames = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const recordNames = (): RecordNames => names;
export const noRecordNames = (): RecordNames => EMPTY;

/** The crumbs with each record's name in place of its path segment or its screen's generic label ("Edit"). */
export function namedCrumbs<Crumb extends { href: string; label: string }>(trail: readonly Crumb[], named: RecordNames): Crumb[] {
  return trail.map((crumb) => (Object.prototype.hasOwnProperty.call(named, crumb.href) ? { ...crumb, label: named[crumb.href] } : crumb));
}
