// The head of every page (title, description, canonical, Open Graph, Twitter, JSON-LD, robots): the model
// and the browser's side. The server's HTML is `shared/page-head-html`, the JSON-LD builders `shared/json-ld`.
export {
  canonicalPathOf,
  DEFAULT_PAGE_DESCRIPTION,
  mergePageHeads,
  PAGE_HEAD_ATTRIBUTE,
  pageHeadTags,
  textStart,
  type HeadTag,
  type JsonLdThing,
  type PageHead,
  type PageHeadPart,
  type RouteHeadOf,
} from './page-head';
export { usePageHead } from './use-page-head';
