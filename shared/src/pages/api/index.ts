// The content-page request; not exported from `shared/node`: the API has no use for the client.
export { getContentPage } from './get-content-page';
