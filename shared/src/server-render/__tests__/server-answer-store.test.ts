import { describe, expect, it } from 'vitest';
import { serverAnswerStore } from '../server-answer-store';

// The page server's first-screen data (docs/architecture.md, "Server rendering"): what goes into the
// HTML, and whether the page may be cached (nothing was late).
const notFound = (error: unknown) => error instanceof Error && error.message === '404';

describe('serverAnswerStore', () => {
  it('hands over the data and the not-found answers, and calls a page with both complete', async () => {
    const store = serverAnswerStore(200);
    expect(await store.answer('about', async () => ({ slug: 'about' }), notFound)).toEqual({ status: 'ready', data: { slug: 'about' } });
    expect(await store.answer('hotel-9', () => Promise.reject(new Error('404')), notFound)).toEqual({ status: 'notFound' });
    expect(store.handOver()).toEqual({ about: { status: 'ready', data: { slug: 'about' } }, 'hotel-9': { status: 'notFound' } });
    expect(store.complete()).toBe(true);
  });

  it('leaves a late or failed load out of the HTML; a late one makes the page incomplete (not to be cached)', async () => {
    const store = serverAnswerStore(20);
    const slow = new Promise((resolve) => setTimeout(() => resolve({ slug: 'slow' }), 200));
    expect(await store.answer('slow', () => slow, notFound)).toEqual({ status: 'late' });
    expect(store.complete()).toBe(false);
    expect(store.handOver()).toEqual({});
  });

  it('leaves out a load that answers after its budget but before the hand-over: the HTML drew its loading state', async () => {
    // another part still loading keeps the render going; the browser must hydrate the loading state the server drew
    const store = serverAnswerStore(20);
    const late = new Promise((resolve) => setTimeout(() => resolve({ slug: 'late' }), 60));
    expect(await store.answer('late', () => late, notFound)).toEqual({ status: 'late' });
    await late;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.handOver()).toEqual({});
  });

  it('asks once per key within a render', async () => {
    const store = serverAnswerStore(200);
    let asked = 0;
    const load = async () => ({ n: (asked += 1) });
    expect(store.answer('k', load, notFound)).toBe(store.answer('k', load, notFound));
    await store.answer('k', load, notFound);
    expect(asked).toBe(1);
  });
});
