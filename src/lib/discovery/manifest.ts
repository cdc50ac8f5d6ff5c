/** The primary green (Tailwind green-600): the browser's theme colour and the manifest's. */
export const THEME_COLOR = '#16a34a';

/** Icons Next serves from src/app (icon.svg, favicon.ico). */
const ICONS = [
  { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
] as const;

/** The web app manifest (/manifest.webmanifest) from the site's English name and description. */
export function webManifest({ name, description }: { name: string; description: string }) {
  return {
    name,
    short_name: name,
    description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS,
  };
}
