// Price alerts: one request function per call (docs/product-rules.md §D Price alerts).
export { createPriceAlert } from './create-price-alert';
export { findPriceAlert } from './find-price-alert';
export { listPriceAlerts } from './list-price-alerts';
export { updatePriceAlert } from './update-price-alert';
export { deletePriceAlert } from './delete-price-alert';
export { getPriceAlertState } from './get-price-alert-state';
export { confirmPriceAlert } from './confirm-price-alert';
export { unsubscribePriceAlert } from './unsubscribe-price-alert';
