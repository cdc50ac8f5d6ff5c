/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd', ł: 'l', œ: 'oe', þ: 'th' };

/** Lowercase text with every letter transliterated to ASCII where it has a Latin reading (`Straße Çağrı` → `strasse cagri`). */
export function toAscii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ıßæøđłœþ]/g, (letter) => SPECIAL[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * A slug proposed from a title or a name: lowercase ASCII words joined by hyphens, as the API's
 * slug rule wants (`Hej, världen!` → `hej-varlden`, `Çok güzel İş` → `cok-guzel-is`), at most
 * `max` long, cut between words.
 */
export function slugify(title: string, max = 200): string {
  const words = toAscii(title).split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) return slug || word.slice(0, max);
    slug = next;
  }
  return slug;
}
