// The front-end test kit (`shared/testing`): a fake API at the fetch boundary and a router
// render with a location probe. Test-only: never exported from the main `shared` entry, so no
// bundle ever contains it.
export { fakeApi, json, apiErrorReply, clearCookies, TEST_XSRF_TOKEN, type ApiCall, type ApiReply, type ApiRoutes, type FakeApi } from './fake-api';
export { renderWithRouter, TEST_API_BASE, type RenderWithRouterOptions } from './render-with-router';
export * from './fixtures';
export { describeRequests, type RequestCase } from './request-cases';
export { renderOnPageServer } from './render-on-page-server';
export { checkThing as schemaOrgProblems } from '../page-head/__tests__/schema-org';
