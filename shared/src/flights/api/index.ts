// The flight calls (api/src/flights/README.md lists them); areas call these, never fetch. One module
// holds the calls that the same pages make, so no page's bundle carries a call it never makes. Not
// exported from `shared/node`: the API has no use for the client.
export { findPlaces } from './find-places';
export { getPopularRoutes } from './get-popular-routes';
export { getRoutePrices } from './get-route-prices';
export { AIRPORT_CHANGE_QUERY_KEY, createSearch, pollSearch, getPriceCalendar, getPlace } from './search-requests';
export { createOffer } from './offer-requests';
export { resolveDeepLink, type DeepLinkQuery } from './resolve-deep-link';
export { getOffer, createOrder } from './booking-requests';
export { getOrder, getProfileOrder } from './order-requests';
export { payOrder } from './pay-order';
export { cancelOrder } from './cancel-order';
export { getPaymentAttempt, confirmSandboxSbpPayment } from './payment-attempt-requests';
export { getExtraPayment } from './get-extra-payment';
export { payExtraPayment } from './pay-extra-payment';
export { getOrderOptions, buyOrderOption } from './order-option-requests';
export { listProfileOrders, ORDERS_PAGE_SIZE } from './list-profile-orders';
export { quoteRefund, requestRefund, listRefunds, quoteExchange, requestExchange, listExchanges, type TicketChoice } from './after-purchase-requests';
