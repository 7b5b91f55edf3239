// `shared/price-alerts`: the price-alert contracts and calls, bundled by the areas that use them (the
// results page and its mailed-link pages in mf-avia, the subscriptions list in mf-profile), not shared at run time.
export * from '../price-alerts';
export * from '../price-alerts/api';
