import type { ContentPage, RouteHeadOf } from 'shared';
import { breadcrumbListJsonLd, textStart } from 'shared/head-builders';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

/**
 * The words of a page body's HTML, as a reader sees them: tags dropped (and what script or style
 * holds), entities decoded. A plain function, so the page server reads a body the same way.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
      if (decimal ?? hex) return String.fromCodePoint(Number.parseInt((decimal ?? hex)!, decimal ? 10 : 16));
      return NAMED_ENTITIES[name!.toLowerCase()] ?? entity;
    })
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim();
}

export interface ContentHeadData {
  page: Pick<ContentPage, 'title' | 'body'>;
  /** The page's path on the site (its route's). */
  path: string;
}

/** An info page's head: its title, the start of its text as the description, and its place under the home page. */
export const contentPageHead: RouteHeadOf<ContentHeadData> = ({ page, path }, origin) => {
  const text = textStart(textOfHtml(page.body));
  return {
    title: page.title,
    ...(text && { description: text }),
    type: 'article',
    jsonLd: [
      breadcrumbListJsonLd([
        { name: 'Главная', url: `${origin}/` },
        { name: page.title, url: `${origin}${path}` },
      ]),
    ],
  };
};
