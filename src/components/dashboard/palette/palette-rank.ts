/**
 * How well a palette entry answers what was typed, 0 (no match) to 1 (the label itself): the
 * label exactly, then a label that starts with it, then a word of the label that does ("set" →
 * "Site settings"), then the same for the group's name, then anywhere in the label, then a loose
 * match of the letters in order (`fuzzy`, cmdk's own score), always below every match above.
 * Case and accents do not count ("İçerik", "icerik").
 */
export function paletteRank(search: string, label: string, group = '', fuzzy: (text: string, search: string) => number = () => 0): number {
  const query = fold(search).trim();
  if (query === '') return 1;
  const name = fold(label);
  if (name === query) return 1;
  if (name.startsWith(query)) return 0.9;
  if (startsWord(name, query)) return 0.8;
  const section = fold(group);
  if (section.startsWith(query) || startsWord(section, query)) return 0.6;
  if (name.includes(query)) return 0.5;
  return Math.min(0.4, 0.4 * fuzzy(`${label} ${group}`, search));
}

/** Lower case without accents or dots (İ → i, é → e), for comparing what was typed with a label. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether a word of `text` (after a space, hyphen, slash or other non-letter) starts with `query`. */
function startsWord(text: string, query: string): boolean {
  // Split at spaces too, so a search with punctuation ("e-mail") can start a word.
  return text.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(query)) || text.split(/\s+/).some((word) => word.startsWith(query));
}

export interface RankedEntry<Link> {
  link: Link;
  group: string;
  score: number;
}

/**
 * The palette's answer to a search: every matching entry of every group in one list, best first
 * (ties keep the sidebar's order), so the first (selected) entry is the best match whatever its group.
 */
export function rankEntries<Link extends { label: string }>(
  groups: readonly { label: string; links: readonly Link[] }[],
  search: string,
  fuzzy?: (text: string, search: string) => number,
): RankedEntry<Link>[] {
  return groups
    .flatMap((group) => group.links.map((link) => ({ link, group: group.label, score: paletteRank(search, link.label, group.label, fuzzy) })))
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.score > 0)
    .sort((a, b) => b.entry.score - a.entry.score || a.index - b.index)
    .map(({ entry }) => entry);
}
