// One request function per flight call (api/src/flights/README.md lists them); areas call these,
// never fetch. Not exported from `shared/node`: the API has no use for the client.
export { AIRPORT_CHANGE_QUERY_KEY, createSearch } from './create-search';
export { pollSearch } from './poll-search';
export { getPriceCalendar } from './get-price-calendar';
export { findPlaces } from './find-places';
export { getPlace } from './get-place';
export { createOffer } from './create-offer';
export { getOffer } from './get-offer';
export { createOrder } from './create-order';
export { getOrder } from './get-order';
export { cancelOrder } from './cancel-order';
export { payOrder } from './pay-order';
export { getPaymentAttempt } from './get-payment-attempt';
export { confirmSandboxSbpPayment } from './confirm-sandbox-sbp-payment';
export { getExtraPayment } from './get-extra-payment';
export { payExtraPayment } from './pay-extra-payment';
export { getOrderOptions } from './get-order-options';
export { buyOrderOption } from './buy-order-option';
export { listProfileOrders, ORDERS_PAGE_SIZE } from './list-profile-orders';
export { getProfileOrder } from './get-profile-order';
export { resolveDeepLink, type DeepLinkQuery } from './resolve-deep-link';
export { getPopularRoutes } from './get-popular-routes';
