// Types of route-table.mjs for the TypeScript packages that check against it (the shell's tests).
export declare const routeTableFiles: string[];
export declare const routeTable: Record<string, { path: string; area: string; slug?: string }>;
export declare function routeTableFromDeclarations(): Record<string, { path: string; area: string; slug?: string }>;
export declare function routeTableJson(): string;
export declare const routeTableFile: string;
export declare function declaredRoutes(): {
  area: string;
  routes: { key: string; path: string; title: string; description: string; slug?: string }[];
  links: string[];
}[];
export declare function contentPages(): { routeName: string; path: string; slug: string }[];
export declare function earlyBootTables(): {
  storageKeys: { token: string; utm: string; cookieConsent: string };
  configElementId: string;
  registryElementId: string;
  canaryBucketCookie: string;
  xsrfCookie: string;
  xsrfHeader: string;
  utmQueryParams: Record<string, string>;
  flightSearchStart: { path: string; firstPageLimit: number };
  tourSearchStart: { path: string; firstPageLimit: number };
};
export declare const EARLY_BOOT_TABLES_PLACEHOLDER: string;
export declare const SHARED_FUNCTION_PLACEHOLDERS: string[];
export declare function withEarlyBootTables(source: string): string;
export declare function routeTableDeclaration(): string;
export declare const routeTableDeclarationFile: string;
