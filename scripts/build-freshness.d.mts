export declare function newestMtime(target: string): number;
export declare function needsBuild(root: string, output: string, sources: string[]): boolean;
