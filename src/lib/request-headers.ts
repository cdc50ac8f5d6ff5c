/** Request header set by the proxy with the path the visitor requested (before locale rewriting). */
export const PATHNAME_HEADER = 'x-pathname';

/** Request header set by the proxy with the query string the visitor requested (`?a=b`, or empty). */
export const SEARCH_HEADER = 'x-search';
