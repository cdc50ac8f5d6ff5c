/**
 * The unsaved-changes guard's rules, apart from React and the DOM so they can be tested: which
 * link clicks leave the page, and the one list of editors holding unsaved work (more than one
 * editor may be open, e.g. a list and its dialog), asked before any in-app navigation.
 */

export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface LinkLike {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Whether following `link` by this click leaves the current page in this tab: a plain left click
 * on a same-origin link to another path or query. New tabs, downloads, other sites (the browser's
 * own prompt covers those) and in-page anchors are let through.
 */
export function clickLeavesPage(click: ClickLike, link: LinkLike, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== '_self') || link.download) return false;
  const here = new URL(current);
  const target = new URL(link.href, here);
  if (target.origin !== here.origin) return false;
  return target.pathname !== here.pathname || target.search !== here.search;
}

/** The editors with unsaved changes, each by the question it asks (newest last). */
const pending: { question: string }[] = [];

/** Marks unsaved work until the returned function is called (once counts; later calls do nothing). */
export function holdUnsavedWork(question: string): () => void {
  const entry = { question };
  pending.push(entry);
  return () => {
    const index = pending.indexOf(entry);
    if (index >= 0) pending.splice(index, 1);
  };
}

export const hasUnsavedWork = (): boolean => pending.length > 0;

/**
 * Before an in-app navigation (a link, the back button, the command palette): true to go on.
 * With unsaved work, the newest editor's question is asked once.
 */
export function mayLeave(ask: (question: string) => boolean = (question) => window.confirm(question)): boolean {
  const newest = pending.at(-1);
  return newest === undefined || ask(newest.question);
}
