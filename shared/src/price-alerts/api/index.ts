// Price alerts (docs/product-rules.md §D Price alerts): the calls on a traveller's subscriptions in one
// module; subscribing, and each mailed link's call, apart, each bundled only by the pages that make it.
export { createPriceAlert } from './create-price-alert';
export { findPriceAlert, getPriceAlertState, listPriceAlerts, updatePriceAlert, deletePriceAlert } from './subscription-requests';
export { confirmPriceAlert } from './confirm-price-alert';
export { unsubscribePriceAlert } from './unsubscribe-price-alert';
