import type { ContentPage } from 'shared/node';

/** The nine pages of spec §2, one module per slug. */
export const contentPages: ContentPage[] = [];
