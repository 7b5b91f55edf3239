// `shared/page-head-html`: a page's head as HTML, for the page server (and its tests). No page bundles it:
// in the browser `usePageHead` (shared) writes the same tags into document.head.
export { escapeHtml, jsonLdScriptText, pageHeadHtml } from '../page-head/page-head-html';
