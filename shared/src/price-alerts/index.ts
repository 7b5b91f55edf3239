// Price alerts (docs/product-rules.md §D Price alerts): the schemas of the subscription calls. No React here.
export * from './price-alerts-contract';
