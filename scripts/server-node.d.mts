export declare const SERVER_NODE_MAJOR: number;
export declare const SERVER_NODE_VERSION: string;
export declare function nodeMajor(version: string): number;
export declare function fetchedNode(): string;
export declare function serverNodeBinary(): string;
