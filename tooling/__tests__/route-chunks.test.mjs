import { describe, expect, it } from 'vitest';
import { productionChunkFilename, ROUTE_CHUNK_PREFIX } from '../route-chunks.mjs';

describe('production chunk file names', () => {
  it('keeps the name of a route chunk, so the early script finds it in the manifest', () => {
    expect(productionChunkFilename({ chunk: { name: `${ROUTE_CHUNK_PREFIX}booking` } })).toBe('[name].[contenthash:8].js');
  });

  it('names any other chunk by its id, named or not', () => {
    expect(productionChunkFilename({ chunk: { name: 'date-calendar' } })).toBe('[id].[contenthash:8].js');
    expect(productionChunkFilename({ chunk: { name: null } })).toBe('[id].[contenthash:8].js');
    expect(productionChunkFilename({})).toBe('[id].[contenthash:8].js');
  });
});
