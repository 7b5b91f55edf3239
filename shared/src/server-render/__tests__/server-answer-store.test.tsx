import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { renderFirstFlush, serverAnswerStore } from '../server-answer-store';

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

describe('renderFirstFlush', () => {
  const after = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('Отель «Море»'), ms));
  function Page({ name }: { name: Promise<string> }) {
    return (
      <div>
        <header>Шапка</header>
        <Suspense fallback={<p>Загрузка…</p>}>
          <Name name={name} />
        </Suspense>
      </div>
    );
  }
  const Name = ({ name }: { name: Promise<string> }) => <h1>{use(name)}</h1>;
  const collect = async (parts: AsyncIterable<string>) => {
    let text = '';
    for await (const part of parts) text += part;
    return text;
  };

  it('sends the page whole, with no inline script, when its data comes within the flush time', async () => {
    const render = await renderFirstFlush(<Page name={after(5)} />, { flushAfterMs: 200, nonce: 'n0nce' });
    expect(render.streamed).toBe(false);
    if (render.streamed) return;
    expect(render.html).toContain('<h1>Отель «Море»</h1>');
    expect(render.html).not.toContain('<script');
    expect(render.html).not.toContain('Загрузка');
  });

  it('sends the frame at once with the late part’s loading state, then the part with a script carrying the nonce', async () => {
    const started = Date.now();
    const render = await renderFirstFlush(<Page name={after(150)} />, { flushAfterMs: 10, nonce: 'n0nce' });
    expect(Date.now() - started).toBeLessThan(120);
    expect(render.streamed).toBe(true);
    if (!render.streamed) return;
    expect(render.shell).toContain('<header>Шапка</header>');
    expect(render.shell).toContain('Загрузка…');
    expect(render.shell).not.toContain('Отель');
    const rest = await collect(render.rest);
    expect(rest).toContain('<h1>Отель «Море»</h1>');
    const scripts = rest.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain('nonce="n0nce"');
  });

  it('a late part that throws goes out as its fallback for the browser to render, and its error is kept to report', async () => {
    const Failing = ({ after: wait }: { after: Promise<string> }) => {
      use(wait);
      throw new Error('late part failed');
    };
    const render = await renderFirstFlush(
      <div>
        <header>Шапка</header>
        <Suspense fallback={<p>Загрузка…</p>}>
          <Failing after={after(60)} />
        </Suspense>
      </div>,
      { flushAfterMs: 5, nonce: 'n0nce' },
    );
    expect(render.streamed).toBe(true);
    if (!render.streamed) return;
    const rest = await collect(render.rest);
    expect(rest).toContain('nonce="n0nce"');
    expect(render.lateErrors).toEqual([new Error('late part failed')]);
  });

  it('a page that throws before its frame is ready is refused (the server sends the frame and the browser renders it)', async () => {
    const Broken = () => {
      throw new Error('area failed');
    };
    await expect(renderFirstFlush(<Broken />, { flushAfterMs: 10 })).rejects.toThrow('area failed');
  });
});
