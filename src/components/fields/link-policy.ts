/**
 * Which addresses the rich text editor puts in a link or an image: http(s), mailto: (links
 * only) and paths on this site. `javascript:`, `data:` and the like are refused here, before
 * the server's sanitising would drop them silently.
 */
export function safeHref(text: string, kind: 'link' | 'image'): string | null {
  const href = text.trim();
  if (href === '' || /[\s\u0000-\u001f]/.test(href)) return null;
  if (href.startsWith('/')) return href.startsWith('//') || href.startsWith('/\\') ? null : href;
  if (kind === 'link' && href.startsWith('#')) return href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  const allowed = kind === 'link' ? ['http', 'https', 'mailto'] : ['http', 'https'];
  if (!scheme || !allowed.includes(scheme)) return null;
  if (scheme === 'mailto') return href;
  try {
    return new URL(href).hostname ? href : null;
  } catch {
    return null;
  }
}

/** The HTML stored for the editor's document: an empty document is no value at all. */
export const storedHtml = (html: string, empty: boolean): string => (empty ? '' : html);
