// Types of release-paths.mjs for the TypeScript packages (the shell's registry).
export declare function releaseOfManifest(manifestUrl: string): string;
export declare function releaseManifestUrl(registryUrl: string, version: string): string;
