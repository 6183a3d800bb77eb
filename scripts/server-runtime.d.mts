export declare const serverEnvironment: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
