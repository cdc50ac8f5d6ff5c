/** Reading the landing content (`bundle.contents.landing`): multilingual values are already resolved. */
export type LandingContent = Record<string, unknown>;

export function landingText(content: LandingContent, key: string): string {
  const value = content[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Image or video references: a URL string, or an object / list of objects with a `url` or `path`. */
export function landingMedia(content: LandingContent, key: string): string[] {
  const value = content[key];
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => (typeof item === 'string' ? item : (item as { url?: unknown; path?: unknown } | null)?.url ?? (item as { path?: unknown } | null)?.path))
    .filter((url): url is string => typeof url === 'string' && url.trim() !== '');
}

export interface NamedEntry {
  name: string;
  url: string | null;
  image: string | null;
}

/** Lists such as projects, partners and brands: strings or `{ name|title, url, image|logo }` objects. */
export function landingEntries(content: LandingContent, key: string): NamedEntry[] {
  const value = content[key];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): NamedEntry[] => {
    if (typeof item === 'string') return item.trim() ? [{ name: item, url: null, image: null }] : [];
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const pick = (...keys: string[]) => keys.map((k) => record[k]).find((v): v is string => typeof v === 'string' && v !== '') ?? null;
    const name = pick('name', 'title', 'label');
    return name ? [{ name, url: pick('url', 'link'), image: pick('image', 'logo') }] : [];
  });
}
