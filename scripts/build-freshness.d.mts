export declare function newestMtime(target: string): number;
export declare function isOutdated(root: string, built: string, sources: string[]): boolean;
