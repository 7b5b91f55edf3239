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
