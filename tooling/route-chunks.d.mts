// Types of route-chunks.mjs for the TypeScript packages that check against it (the shell's tests).
export declare const ROUTE_CHUNK_PREFIX: 'route-';
export declare function productionChunkFilename(pathData: { chunk?: { name?: string | null } }): string;
export declare function productionCssChunkFilename(pathData: { chunk?: { name?: string | null } }): string;
export declare function routeOfEachImport(node: unknown, routeName?: string | null, found?: Map<number, string | null>): Map<number, string | null>;
export declare class RoutePageChunksPlugin {
  constructor(options: { pagesModule: string; routeNames: string[] });
  apply(compiler: import('webpack').Compiler): void;
}
