/**
 * The site's runtime settings the shell reads from `config.json` once at start-up: where the API
 * lives (`configureApiClient`) and which environment this is (`setSiteEnvironment`, below). Remotes
 * share this module (federation singleton), so they see both without configuring anything.
 */
export interface ApiClientConfig {
  /** Absolute (`http://127.0.0.1:3010`) or same-origin (`/api`) base, no trailing slash needed. */
  baseUrl: string;
}

let currentConfig: ApiClientConfig = { baseUrl: '' };

export function configureApiClient(config: ApiClientConfig): void {
  currentConfig = { baseUrl: config.baseUrl.replace(/\/+$/, '') };
}

export function apiBaseUrl(): string {
  return currentConfig.baseUrl;
}

/**
 * Which environment the site runs in, from the shell's runtime config (`config.json`): the shell
 * sets it once at start-up and every area reads it here (federation singleton). Until it is set
 * the site counts as production, so a test-only control (the sandbox 'Я оплатил' button of
 * docs/product-rules.md §D Payments) never shows by mistake on the real site.
 */
export type SiteEnvironment = 'development' | 'production';

let currentEnvironment: SiteEnvironment = 'production';

export function setSiteEnvironment(environment: SiteEnvironment): void {
  currentEnvironment = environment;
}

export function isProductionSite(): boolean {
  return currentEnvironment === 'production';
}
