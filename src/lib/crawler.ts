const CRAWLER = /bot|lighthouse|facebookexternalhit|google/i;

/** Crawlers get real error statuses instead of the friendly error screen (spec §4, application start). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER.test(userAgent);
}
