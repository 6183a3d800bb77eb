export declare const SERVER_ENTRY: string;
export declare const SERVER_BUNDLE: string;
export declare const SERVER_SOURCES: string[];
export declare function buildServer(root: string): Promise<{ outfile: string; inputs: string[] }>;
export declare function ensureServerBuilt(root: string, say?: (message: string) => void): Promise<boolean>;
