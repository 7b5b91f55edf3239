import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, isoToDisplayDate, moscowTodayIso } from 'shared';
import { compactResults, EXCHANGE_CHEAPER_NOTE, type FlightOrder } from 'shared/flights';
import { fakeApi, json, renderWithRouter, sampleFlightResult, sampleOrder, sampleSearchState } from 'shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderTicketsPanel } from '../order-tickets-panel';

afterEach(() => vi.unstubAllGlobals());

const order = {
  ...sampleOrder,
  status: 'TICKETED',
  statusLabel: 'Выписан',
  passengers: sampleOrder.passengers.map((p) => ({ ...p, ticketNumber: '4210000000001', returnedDirections: [] })),
} as unknown as FlightOrder;
const day = addDaysIso(moscowTodayIso(), 10);
const otherFlight = {
  ...sampleFlightResult,
  id: 'r-later',
  directions: [
    {
      ...sampleFlightResult.directions[0]!,
      segments: [{ ...sampleFlightResult.directions[0]!.segments[0]!, flightId: 'SU0032-SVOLED', flightNumber: 'SU 32' }],
    },
  ],
};
const quote = {
  orderUuid: order.orderUuid,
  direction: 0,
  directionLabel: 'Туда: Москва — Санкт-Петербург',
  newDirection: otherFlight.directions[0],
  fee: 0,
  difference: 0,
  amount: 0,
  cheaperNote: EXCHANGE_CHEAPER_NOTE,
  currency: 'RUB',
};

describe('«Обменять билет»', () => {
  it('searches the same route on the typed date, shows the fee, the difference and that a cheaper fare returns nothing, and exchanges once', async () => {
    const api = fakeApi({
      'POST /flights/searches': json(201, {
        ...sampleSearchState,
        progress: 100,
        complete: true,
        ...compactResults([sampleFlightResult, otherFlight]),
        cursor: 2,
        total: 2,
      }),
      [`GET /flights/orders/${order.orderUuid}/exchanges/quote`]: json(200, quote),
      [`POST /flights/orders/${order.orderUuid}/exchanges`]: json(201, {
        ...quote,
        cheaperNote: null,
        exchangeUuid: 'x-1',
        status: 'EXCHANGED',
        statusLabel: 'Обменян',
        paymentUuid: null,
        tickets: [{ passenger: 0, oldTicketNumber: '4210000000001', newTicketNumber: '4210000000002' }],
        createdAt: '2026-12-01T10:00:00.000Z',
        finishedAt: '2026-12-01T10:00:00.000Z',
      }),
    });
    const onChanged = vi.fn();
    renderWithRouter(
      <OrderTicketsPanel order={order} state={{ status: 'ready', data: { refunds: [], exchanges: [] } }} onRetry={() => undefined} onChanged={onChanged} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Обменять билет: Туда: Москва — Санкт-Петербург' }));
    const dialog = await screen.findByRole('dialog', { name: 'Обмен билета' });
    await user.click(within(dialog).getByRole('button', { name: 'Найти рейсы' }));
    expect(within(dialog).getByText('Укажите дату вылета не раньше сегодняшнего дня в формате ДД.ММ.ГГГГ')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Новая дата вылета' }), isoToDisplayDate(day));
    await user.click(within(dialog).getByRole('button', { name: 'Найти рейсы' }));
    const flights = await within(dialog).findByRole('group', { name: 'Выберите рейс' });
    // the flight the ticket is already on is not offered again
    expect(within(flights).getAllByRole('radio')).toHaveLength(1);
    expect(api.callsTo('POST', '/flights/searches')[0]!.body).toMatchObject({ searchString: `MOW${day.slice(8, 10)}${day.slice(5, 7)}LED1` });
    await user.click(within(flights).getByRole('radio', { name: /SU 32/ }));
    expect(await within(dialog).findByText(EXCHANGE_CHEAPER_NOTE)).toBeInTheDocument();
    expect(api.callsTo('GET', `/flights/orders/${order.orderUuid}/exchanges/quote`)[0]!.url.searchParams.get('resultId')).toBe('r-later');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Обменять без доплаты' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('status')).toHaveTextContent('Билет обменян');
    const posts = api.callsTo('POST', `/flights/orders/${order.orderUuid}/exchanges`);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ direction: 0, searchString: `MOW${day.slice(8, 10)}${day.slice(5, 7)}LED1`, resultId: 'r-later' });
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
