// Types of shell-page.mjs for the TypeScript packages that check against it (the shell's tests).
export declare const EARLY_SCRIPT_ATTRIBUTE: string;
export declare const CONFIG_ELEMENT_ID: string;
export declare function configElement(config: unknown): string;
export declare function earlyScriptTexts(html: string): string[];
export declare function shellPageWithConfig(html: string, config: unknown): string;
export declare const REGISTRY_ELEMENT_ID: string;
export declare function registryElement(registry: unknown): string;
export declare function jsonElement(id: string, value: unknown): string;
export declare function shellPageWithRegistry(html: string, registry: unknown): string;
