// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api-client/api-error';
import { resetServerAnswersForTests, SERVER_ANSWERS_ELEMENT_ID } from '../../server-render/server-answers';
import { serverAnswerStore } from '../../server-render/server-answer-store';
import { renderOnPageServer } from '../../testing/render-on-page-server';
import { serverSearchKey, usePolledSearch, type PolledSearchSource, type SearchPage } from '../progressive-search';

// A search page rendered on the page server (docs/architecture.md, "Server rendering"): the search's
// creation is part of the page, its first page in the HTML; the browser hydrates that and polls on
// from its cursor, creating no second search. Late or failed: the loading state, and the browser
// creates the search as it does without a server.

interface Offer {
  id: string;
  price: number;
}

const page = (cursor: number, items: Offer[], rest: Partial<SearchPage<Offer>> = {}): SearchPage<Offer> => ({
  cursor,
  items,
  progress: rest.complete ? 100 : cursor * 10,
  complete: false,
  ...rest,
});

function source(start: PolledSearchSource<Offer>['start'], poll: PolledSearchSource<Offer>['poll']) {
  return { idOf: (offer: Offer) => offer.id, intervalMs: 1, start: vi.fn(start), poll: vi.fn(poll) };
}

/** The page's part: what a results list draws of the search (loading state, offers, phase). */
function Offers({ src }: { src: PolledSearchSource<Offer> }) {
  const search = usePolledSearch('q', src);
  const items = search.phase === 'idle' ? [] : search.items;
  return (
    <section>
      <p>{search.phase}</p>
      <ol>
        {items.map((offer) => (
          <li key={offer.id}>{`${offer.id} от ${offer.price} ₽`}</li>
        ))}
      </ol>
    </section>
  );
}

/** The browser: the server's HTML and its answers in the page, hydrated; recoverable errors (a mismatch) collected. */
async function hydrateInBrowser(html: string, answers: Record<string, unknown>, element: ReactNode) {
  const handOver = document.createElement('script');
  handOver.type = 'application/json';
  handOver.id = SERVER_ANSWERS_ELEMENT_ID;
  handOver.textContent = JSON.stringify(answers);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container, handOver);
  resetServerAnswersForTests();
  const mismatches: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }));
  return { container, mismatches, root };
}

afterEach(() => {
  document.body.replaceChildren();
  resetServerAnswersForTests();
});

describe('usePolledSearch on a server-rendered page', () => {
  it('draws the first page on the server, hands it over, and the browser polls on from its cursor without creating the search again', async () => {
    const onServer = source(
      async () => ({
        searchId: 's1',
        page: page(2, [
          { id: 'a', price: 5200 },
          { id: 'b', price: 6100 },
        ]),
      }),
      () => Promise.reject(new Error('the server does not poll')),
    );
    const answers = serverAnswerStore(500);
    const html = await renderOnPageServer(<Offers src={onServer} />, answers);
    expect(html).toContain('a от 5200 ₽');
    expect(html).toContain('b от 6100 ₽');
    expect(html).toContain('<p>running</p>');
    expect(answers.complete()).toBe(true);
    expect(onServer.start).toHaveBeenCalledOnce();
    expect(onServer.poll).not.toHaveBeenCalled();
    const handedOver = answers.handOver();
    expect(Object.keys(handedOver)).toEqual([serverSearchKey('q')]);

    // the hand-over travels as JSON in the HTML
    const polls = [page(3, [{ id: 'c', price: 4900 }]), page(3, [], { complete: true })];
    const inBrowser = source(
      () => Promise.reject(new Error('a second search')),
      async () => polls.shift()!,
    );
    const { container, mismatches } = await hydrateInBrowser(html, JSON.parse(JSON.stringify(handedOver)), <Offers src={inBrowser} />);
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('complete'));
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['a от 5200 ₽', 'b от 6100 ₽', 'c от 4900 ₽']);
    expect(inBrowser.start).not.toHaveBeenCalled();
    expect(inBrowser.poll.mock.calls.map(([searchId, cursor]) => [searchId, cursor])).toEqual([
      ['s1', 2],
      ['s1', 3],
    ]);
  });

  it('a first page that is the whole search hydrates complete and asks nothing more', async () => {
    const onServer = source(
      async () => ({ searchId: 's2', page: page(1, [{ id: 'a', price: 100 }], { complete: true }) }),
      () => Promise.reject(new Error('the server does not poll')),
    );
    const answers = serverAnswerStore(500);
    const html = await renderOnPageServer(<Offers src={onServer} />, answers);
    expect(html).toContain('<p>complete</p>');
    const inBrowser = source(
      () => Promise.reject(new Error('a second search')),
      () => Promise.reject(new Error('a poll')),
    );
    const { container, mismatches } = await hydrateInBrowser(html, answers.handOver(), <Offers src={inBrowser} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mismatches).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('complete');
    expect(inBrowser.start).not.toHaveBeenCalled();
    expect(inBrowser.poll).not.toHaveBeenCalled();
  });

  it.each([
    [
      'refused by a full search queue (503)',
      () => Promise.reject(new ApiError({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'Сейчас слишком много поисков.', retryAfterSeconds: 2 })),
    ],
    ['late past the data budget', () => new Promise<never>(() => {})],
  ])('a creation %s leaves the loading state in the HTML, hands nothing over, and the browser searches itself', async (_, start) => {
    const onServer = source(start, () => Promise.reject(new Error('the server does not poll')));
    const answers = serverAnswerStore(30);
    const html = await renderOnPageServer(<Offers src={onServer} />, answers);
    expect(html).toContain('<p>running</p>');
    expect(html).not.toContain('<li>');
    expect(answers.complete()).toBe(false);
    expect(answers.handOver()).toEqual({});

    const inBrowser = source(
      async () => ({ searchId: 's3', page: page(1, [{ id: 'a', price: 7000 }]) }),
      async () => page(1, [], { complete: true }),
    );
    const { container, mismatches } = await hydrateInBrowser(html, answers.handOver(), <Offers src={inBrowser} />);
    expect(mismatches).toEqual([]);
    await vi.waitFor(() => expect(container.querySelector('p')?.textContent).toBe('complete'));
    expect(inBrowser.start).toHaveBeenCalledOnce();
    expect(container.querySelector('li')?.textContent).toBe('a от 7000 ₽');
  });
});
