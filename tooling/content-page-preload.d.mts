// Types of content-page-preload.mjs for the TypeScript packages that check against it (the shell's tests).
export declare const CONTENT_PAGE_SLUGS: Readonly<Record<string, string>>;
export declare function contentPagePreloadLink(pathname: string, apiBase: unknown, search?: string): string | undefined;
