export interface Crumb {
  label: string;
  href: string;
}

const isWithin = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * The crumbs after the root for `pathname`: each known screen the path lies in, shortest first,
 * then the path's last segment when no known screen is the page itself (a record's id or key).
 */
export function breadcrumbTrail(pathname: string, rootHref: string, crumbs: readonly Crumb[]): Crumb[] {
  if (pathname === rootHref) return [];
  const trail = crumbs.filter((crumb) => isWithin(pathname, crumb.href)).sort((a, b) => a.href.length - b.href.length);
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
