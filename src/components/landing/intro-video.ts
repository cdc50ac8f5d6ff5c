/** How the intro's video can be shown: played here, or linked where a page cannot embed it. */
export type IntroVideo = { kind: 'file'; src: string } | { kind: 'link'; href: string; host: string };

const VIDEO_FILE = /\.(?:mp4|m4v|webm|ogv|ogg|mov)$/i;

/**
 * A video field's reference as the hero shows it. A file on this site, or an https file, plays
 * in a `<video>` (the page CSP's media-src allows 'self' and https:); anything else, such as a
 * video platform's page, is a link, since the CSP lets no page frame another site.
 */
export function introVideo(reference: string): IntroVideo | null {
  if (!reference) return null;
  if (reference.startsWith('/') && !reference.startsWith('//')) return { kind: 'file', src: reference };
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return null;
  }
  if (url.protocol === 'https:' && VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: reference };
  if (url.protocol === 'https:' || url.protocol === 'http:') return { kind: 'link', href: reference, host: url.hostname.replace(/^www\./, '') };
  return null;
}
