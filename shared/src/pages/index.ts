// The content pages' contract: their slugs and the GET /pages/{slug} answer. No React here.
export * from './content-page-schemas';
