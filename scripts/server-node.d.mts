export declare const SERVER_NODE_MAJOR: number;
export declare const SERVER_NODE_VERSION: string;
export declare function fetchedNode(version?: string): string;
export declare function serverNodeBinary(): string;
