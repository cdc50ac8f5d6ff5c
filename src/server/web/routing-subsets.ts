/**
 * next-intl's middleware tries the request against every pathname template of the routing, and
 * compiles each template (per locale) into a regular expression as it goes: with our 32 templates
 * about a fifth of a millisecond a request. A template can only match a path whose segment it
 * starts with, so a router may hand next-intl just the templates that could match: those whose
 * first segment is dynamic or the root, and those that begin with one of the request's first two
 * segments (the first may be a locale prefix). Their order is kept, so next-intl's choice is the same.
 */

/** next-intl's `pathnames`: an internal path, and per locale its address where that differs. */
export type Pathnames = Readonly<Record<string, string | Readonly<Record<string, string>>>>;

/** The subset of pathnames for one request, and a name for that subset (one middleware each). */
export interface PathnameSubset {
  key: string;
  pathnames: Pathnames;
}

/** A key no request's subset has: every template, for paths next-intl itself cannot read. */
export const ALL_PATHNAMES = '*';

function templates(internal: string, localized: Pathnames[string]): string[] {
  return [internal, ...(typeof localized === 'string' ? [localized] : Object.values(localized))];
}

/** A template's first segment, or null when any path could start it (the root, a [param]). */
function staticFirstSegment(template: string): string | null {
  const segment = template.split('/')[1] ?? '';
  return segment === '' || segment.startsWith('[') ? null : segment;
}

/** The segments next-intl compares, decoded and cleaned as its middleware does; null when it cannot decode them. */
function leadingSegments(pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  return decoded.replace(/[\t\n\r]/g, '').split('/').filter(Boolean).slice(0, 2);
}

export function createPathnameSubsets(pathnames: Pathnames): (pathname: string) => PathnameSubset {
  const entries = Object.entries(pathnames);
  const staticSegments = new Set(entries.flatMap(([internal, localized]) => templates(internal, localized).map(staticFirstSegment)));
  staticSegments.delete(null);
  const subsets = new Map<string, PathnameSubset>([[ALL_PATHNAMES, { key: ALL_PATHNAMES, pathnames }]]);

  function subset(segments: string[]): PathnameSubset {
    const named = [...new Set(segments.filter((segment) => staticSegments.has(segment)))].sort();
    const key = named.join('/');
    let found = subsets.get(key);
    if (!found) {
      const kept = entries.filter(([internal, localized]) =>
        templates(internal, localized).some((template) => {
          const first = staticFirstSegment(template);
          return first === null || named.includes(first);
        }),
      );
      found = { key, pathnames: Object.fromEntries(kept) };
      subsets.set(key, found);
    }
    return found;
  }

  return (pathname) => {
    const segments = leadingSegments(pathname);
    return segments ? subset(segments) : subsets.get(ALL_PATHNAMES)!;
  };
}
