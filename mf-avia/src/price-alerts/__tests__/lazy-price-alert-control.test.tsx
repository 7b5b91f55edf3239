import { act, cleanup, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { serverAnswerStore } from 'shared/server-answer-store';
import { fakeApi, json, renderOnPageServer } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPriceAlertControl } from '../lazy-price-alert-control';
import { PRICE_ALERT_WATCHES_KEY } from '../watch-tokens';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SEARCH = 'MOW1712AER1';

// A subscription is one person's: the page server renders a results page for anyone (and nginx may
// keep it 30 s), so it draws only the control's slot and asks nothing; the browser fills it after
// hydration with this visitor's own state.
describe('«Следить за ценой» on a server-rendered results page', () => {
  it('is only a slot in the server’s HTML, asks the API nothing there, and shows this browser’s subscription once hydrated', async () => {
    const api = fakeApi({ 'GET /price-alerts/watch/w-1': json(200, { status: 'active', searchString: SEARCH }) });
    const answers = serverAnswerStore(500);
    const html = await renderOnPageServer(
      <Provider store={createStore()}>
        <LazyPriceAlertControl searchString={SEARCH} />
      </Provider>,
      answers,
    );
    expect(html).not.toContain('Следить за ценой');
    expect(answers.handOver()).toEqual({});
    expect(api.calls).toHaveLength(0);

    localStorage.setItem(PRICE_ALERT_WATCHES_KEY, JSON.stringify({ [SEARCH]: 'w-1' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () =>
      hydrateRoot(
        container,
        <Provider store={createStore()}>
          <LazyPriceAlertControl searchString={SEARCH} />
        </Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Вы следите за ценой.');
    expect(mismatches).toEqual([]);
  });
});
