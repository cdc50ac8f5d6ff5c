/** Request header server.ts sets with the path the visitor requested (before locale rewriting). */
export const PATHNAME_HEADER = 'x-pathname';

/** Request header server.ts sets with the query string the visitor requested (`?a=b`, or empty). */
export const SEARCH_HEADER = 'x-search';

/**
 * Request header server.ts sets with the route a localised path stands for, without its leading
 * slash (`/tr/hesap` → `tr/auth`); the rewrite in next.config.ts renders that route.
 */
export const LOCALE_ROUTE_HEADER = 'x-locale-route';
