/**
 * robots.txt: the site open to every crawler, the API closed, the sitemap named. The dashboard
 * and the account pages are not listed: they answer a crawler (never signed in) with a redirect
 * to sign-in, which is a public page, so closing them hid nothing and named the admin area to
 * anyone reading the file.
 */
export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
