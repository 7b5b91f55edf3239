// `shared/resource-page`: a page that loads one resource by key: the hook and the page states it shows
// (loading, failure with «Повторить», not found). Bundled by the areas with such pages, not loaded with
// the `shared` singleton on every page.
export { useApiResource, usePolledApiResource, type ApiResource, type ApiResourceOptions, type ResourceState } from '../ui/use-api-resource';
export { LoadingView, FailureNotice, NotFoundView, NotReadyView, type NotFoundViewProps } from '../ui/page-states';
