/**
 * Where the API lives. The shell calls `configureApiClient` once at start-up with the base
 * read from its runtime config; remotes share this module (federation singleton), so they
 * see the same base without configuring anything.
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
