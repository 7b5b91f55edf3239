import { describe, expect, it } from 'vitest';
import { contentPageSlugs } from '../content-page-schemas';

describe('contentPageSlugs', () => {
  it('are the slugs of the route table, the nine content pages of product rules §2', () => {
    expect([...contentPageSlugs].sort()).toEqual(['about', 'agreement', 'feature-tariffs', 'help', 'payment', 'policy', 'policy1', 'thailand', 'wiki']);
  });
});
