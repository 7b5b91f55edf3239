import { vi } from 'vitest';

/** Pretends the screen is a phone (390 px) or a desktop (1280 px) for the header's media query. */
export function useViewport(kind: 'phone' | 'desktop') {
  const width = kind === 'phone' ? 390 : 1280;
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: maxWidth ? width <= Number(maxWidth[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}
