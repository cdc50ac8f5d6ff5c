/** Request header set by the proxy with the path the visitor requested (before locale rewriting). */
export const PATHNAME_HEADER = 'x-pathname';
