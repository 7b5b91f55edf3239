// Types of route-chunks.mjs for the TypeScript packages that check against it (the shell's tests).
export declare const ROUTE_CHUNK_PREFIX: 'route-';
export declare function productionChunkFilename(pathData: { chunk?: { name?: string | null } }): string;
