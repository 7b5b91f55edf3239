import { createContext, useContext, useEffect, useRef } from 'react';
import { mergePageHeads, PAGE_HEAD_ATTRIBUTE, pageHeadTags, type PageHeadPart } from './page-head';

interface HeadLayer {
  /** 0: the route's published head; 1: the page's own, over it. */
  layer: number;
  head: PageHeadPart;
}

/** Set by the page server around a render: takes each head a page says during it, the last one winning per field. */
export const ServerHeadContext = createContext<((head: PageHeadPart) => void) | null>(null);

/** The heads shown now, in the order they came; the route's sort under the pages'. */
const shown: HeadLayer[] = [];
/** The tab's title before any head was set, given back when the last one goes. */
let titleBefore: string | null = null;

function applyHeads(): void {
  for (const owned of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) owned.remove();
  if (shown.length === 0) {
    if (titleBefore !== null) document.title = titleBefore;
    titleBefore = null;
    return;
  }
  titleBefore ??= document.title;
  const { title, tags } = pageHeadTags(mergePageHeads([...shown].sort((a, b) => a.layer - b.layer).map((entry) => entry.head)), location.origin);
  document.title = title;
  for (const [kind, key, value] of tags) {
    const element = document.createElement(kind === 'name' || kind === 'property' ? 'meta' : kind);
    // A JSON-LD script is a data block, never run; its JSON goes in as text, so nothing in it is read as markup.
    if (kind === 'script') Object.assign(element, { type: key, textContent: JSON.stringify(value) });
    else if (kind === 'link') Object.assign(element, { rel: key, href: value });
    else {
      element.setAttribute(kind, key);
      element.setAttribute('content', value as string);
    }
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    document.head.append(element);
  }
}

/**
 * Keeps document.head's title and tags in line with the page shown: the frame sets the route's head ('route'), a page adds what
 * its data says ('page'), field by field. A page's fields go with it; with the last head go the tags, and the tab's old title
 * comes back. Null: nothing to say yet.
 */
export function usePageHead(head: PageHeadPart | null, layer: 'route' | 'page' = 'page'): void {
  // On the page server, the head of the render's data goes into the HTML (no effect runs there).
  const collect = useContext(ServerHeadContext);
  if (collect && head) collect(head);
  const entry = useRef<HeadLayer>(null);
  // The head by value: a page builds a new object on every render, and only a change may touch the DOM.
  const key = head && JSON.stringify(head);
  useEffect(() => {
    if (!key) return;
    const shownEntry = (entry.current = { layer: layer === 'route' ? 0 : 1, head: JSON.parse(key) as PageHeadPart });
    shown.push(shownEntry);
    applyHeads();
    return () => {
      shown.splice(shown.indexOf(shownEntry), 1);
      applyHeads();
    };
  }, [key, layer]);
}
