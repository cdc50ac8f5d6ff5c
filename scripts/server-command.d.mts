export declare const DEFAULT_MAX_HEAP_MB: number;
export declare const SEMI_SPACE_MB: number;
export declare function buildDir(env?: Record<string, string | undefined>): string;
export declare function serverDistDir(env?: Record<string, string | undefined>): string;
export declare function serverEntry(root: string, env?: Record<string, string | undefined>): string;
export declare function serverNodeFlags(env?: Record<string, string | undefined>): string[];
export declare function serverNodeArgs(root: string, env?: Record<string, string | undefined>): string[];
export declare function serverEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
