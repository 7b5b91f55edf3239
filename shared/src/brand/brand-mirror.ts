import { createContext, useContext } from 'react';
import { BRAND_MIRRORS, PARTNER_BRAND_MARKER, type BrandMirror } from './site-config';

/** The mirror a host name belongs to: partner when it contains the marker, main otherwise. */
export function brandMirrorFor(hostName: string): BrandMirror {
  return hostName.toLowerCase().includes(PARTNER_BRAND_MARKER) ? BRAND_MIRRORS.partner : BRAND_MIRRORS.main;
}

/**
 * The host name the page was asked for, given by the page server (shell/src/server/render-page.tsx:
 * the request's Host); unset in the browser, which reads its address. The same answer on both sides,
 * so the frame's brand hydrates without a mismatch.
 */
export const PageHostContext = createContext<string | null>(null);

/** The mirror of the page being shown (product rules §1). */
export function useBrandMirror(): BrandMirror {
  const served = useContext(PageHostContext);
  return brandMirrorFor(served ?? globalThis.location?.hostname ?? '');
}
