import { useEffect, useRef } from 'react';
import { mergePageHeads, PAGE_HEAD_ATTRIBUTE, pageHeadTags, type HeadTag, type PageHeadPart } from './page-head';

/** The heads shown now, by layer ('route' under 'page') and then in the order they came. */
const layers: { id: number; layer: number; head: PageHeadPart }[] = [];
let nextId = 0;
/** The tab's title before any head was set, given back when the last one goes. */
let titleBefore: string | null = null;

function elementOf(tag: HeadTag): HTMLElement {
  if (tag.kind === 'json-ld') {
    // A data block, never run: JSON goes in as text, so nothing in it is read as markup.
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(tag.thing);
    return script;
  }
  if (tag.kind === 'link') {
    const link = document.createElement('link');
    link.rel = tag.rel;
    link.href = tag.href;
    return link;
  }
  const meta = document.createElement('meta');
  meta.setAttribute(tag.attribute, tag.key);
  meta.content = tag.content;
  return meta;
}

function applyHeads(): void {
  for (const owned of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) owned.remove();
  if (layers.length === 0) {
    if (titleBefore !== null) document.title = titleBefore;
    titleBefore = null;
    return;
  }
  titleBefore ??= document.title;
  const sorted = [...layers].sort((a, b) => a.layer - b.layer || a.id - b.id);
  const { title, tags } = pageHeadTags(mergePageHeads(sorted.map((entry) => entry.head)), location.origin);
  document.title = title;
  for (const tag of tags) {
    const element = elementOf(tag);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    document.head.append(element);
  }
}

/**
 * Keeps document.head's title, description, canonical, Open Graph, Twitter and JSON-LD tags in line
 * with the page while it is shown. The frame sets the route's published head ('route'); a page adds
 * what its data says ('page'), field by field over the route's. When the page goes its fields go with
 * it; when the last head goes, so do the tags, and the tab gets its old title back. Null: nothing to say yet.
 */
export function usePageHead(head: PageHeadPart | null, layer: 'route' | 'page' = 'page'): void {
  const id = useRef(-1);
  if (id.current < 0) id.current = nextId++;
  // The head by value: a page builds a new object on every render, and only a change may touch the DOM.
  const key = head === null ? null : JSON.stringify(head);
  useEffect(() => {
    if (key === null) return;
    layers.push({ id: id.current, layer: layer === 'route' ? 0 : 1, head: JSON.parse(key) as PageHeadPart });
    applyHeads();
    return () => {
      layers.splice(
        layers.findIndex((entry) => entry.id === id.current),
        1,
      );
      applyHeads();
    };
  }, [key, layer]);
}
