export declare const serverEnvironment: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
export declare const serverArguments: (root: string, args?: string[]) => string[];
