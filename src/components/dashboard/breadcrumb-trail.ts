export interface Crumb {
  label: string;
  href: string;
  /** False for a screen the user may not open: named (its no-access panel's place), never linked. */
  linked?: false;
}

/** A crumb's path segment that stands for any one segment (a record's id). */
export const ANY_SEGMENT = '*';

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The part of `pathname` that `href` names (its `*` segments filled in from the path), or null when the path is not within it. */
function within(pathname: string, href: string): string | null {
  const path = segmentsOf(pathname);
  const pattern = segmentsOf(href);
  if (pattern.length > path.length || pattern.some((segment, index) => segment !== ANY_SEGMENT && segment !== path[index])) return null;
  return `/${path.slice(0, pattern.length).join('/')}`;
}

/**
 * The crumbs after the root for `pathname`: each known screen the path lies in, shortest first,
 * then the path's last segment when no known screen is the page itself (a record's id or key).
 * A crumb whose href has `*` segments (`/dashboard/blog/*`) stands for any record's page.
 */
export function breadcrumbTrail(pathname: string, rootHref: string, crumbs: readonly Crumb[]): Crumb[] {
  if (pathname === rootHref) return [];
  const trail = crumbs
    .flatMap((crumb) => {
      const href = within(pathname, crumb.href);
      return href ? [{ label: crumb.label, href, ...(crumb.linked === false ? { linked: false as const } : {}) }] : [];
    })
    .sort((a, b) => a.href.length - b.href.length)
    .filter((crumb, index, all) => index === 0 || all[index - 1].href !== crumb.href);
  if (trail.at(-1)?.href !== pathname) {
    const segment = pathname.slice(pathname.lastIndexOf('/') + 1);
    let label = segment;
    try {
      label = decodeURIComponent(segment);
    } catch {
      // A malformed escape: show it as typed.
    }
    trail.push({ href: pathname, label });
  }
  return trail;
}
