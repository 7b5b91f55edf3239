import { BRAND_MIRRORS, PARTNER_BRAND_MARKER, type BrandMirror } from './site-config';

/** The mirror a host name belongs to: partner when it contains the marker, main otherwise. */
export function brandMirrorFor(hostName: string): BrandMirror {
  return hostName.toLowerCase().includes(PARTNER_BRAND_MARKER) ? BRAND_MIRRORS.partner : BRAND_MIRRORS.main;
}

/** The mirror of the page being shown. */
export function currentBrandMirror(): BrandMirror {
  return brandMirrorFor(globalThis.location?.hostname ?? '');
}
