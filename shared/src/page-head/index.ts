// The head of every page (title, description, canonical, Open Graph, Twitter, JSON-LD, robots): the model
// and the browser's side. The server's HTML is `shared/page-head-html`; what the areas build
// heads with (JSON-LD, the start of a text) is `shared/head-builders`, bundled only where used.
export {
  canonicalPathOf,
  DEFAULT_PAGE_DESCRIPTION,
  mergePageHeads,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadTags,
  type HeadTag,
  type JsonLdThing,
  type PageHead,
  type PageHeadPart,
  type RouteHeadOf,
} from './page-head';
export { ServerHeadContext, usePageHead } from './use-page-head';
