// The content area's one page component; `src/pages.ts` maps the nine content routes to it.
export { ContentPage } from './content-page';
