export declare const SERVER_SOURCES: string[];
export declare function buildServer(options?: { root?: string; outDir?: string }): Promise<{ entry: string; packageImports: string[] }>;
export declare function buildServerIfOutdated(options?: { root?: string; env?: Record<string, string | undefined> }): Promise<boolean>;
