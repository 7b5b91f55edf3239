// `shared/infinite-loader`: the paged list loader (docs/product-rules.md §2). Bundled by the areas with
// endless lists, not loaded with the `shared` singleton on every page.
export { InfiniteLoader, type InfiniteLoaderProps, type InfiniteLoaderState, type PageOutcome } from '../ui/infinite-loader';
