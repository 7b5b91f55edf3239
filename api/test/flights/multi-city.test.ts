import * as v from 'valibot';
import {
  addDaysIso,
  encodeSearchString,
  moscowTodayIso,
  multiCityParams,
  priceCalendarSchema,
  searchPollSchema,
  type FlightResult,
  type SearchLeg,
} from 'shared/node';
import { describe, expect, it } from 'vitest';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { buildItinerary, legFollows } from '../../src/flights/search/connection-search.js';
import type { Flight } from '../../src/flights/schedule/flight-types.js';
import { isErrorShape, useTestApi } from '../support/test-api.js';
import { completedSearch, contacts, resultsOf, russianAdult, internationalAdult } from './flight-fixtures.js';

const api = useTestApi();
const domain = flightDomain();
const day = (days: number) => addDaysIso(moscowTodayIso(), days);
const ONE_ADULT = { adults: 1, children: 0, infants: 0, isBusiness: false };
const multiCity = (legs: [string, string, number][], passengers = ONE_ADULT) =>
  encodeSearchString(
    multiCityParams(
      legs.map(([origin, destination, days]): SearchLeg => ({ origin, destination, date: day(days) })),
      passengers,
    ),
  );

/** The trip a result names, rebuilt from the schedule, one itinerary per leg. */
const itinerariesOf = (result: FlightResult) =>
  result.directions.map((direction) => buildItinerary(direction.segments.map((s) => domain.flights.flightById(s.flightId) as Flight)));

function expectLegsFollowTheRule(result: FlightResult) {
  const legs = itinerariesOf(result);
  for (let i = 1; i < legs.length; i += 1) expect(legFollows(legs[i - 1]!, legs[i]!), `${result.id} leg ${i + 1}`).toBe(true);
}

describe('multi-city search', () => {
  it('answers three-leg itineraries, each leg between its places on its day and following the leg before', async () => {
    const searchString = multiCity([
      ['MOW', 'IST', 50],
      ['IST', 'AYT', 53],
      ['AYT', 'MOW', 53],
    ]);
    const id = await completedSearch(api, searchString);
    const poll = (await api.request('GET', `/flights/searches/${id}?after=0`)).body;
    v.parse(searchPollSchema, poll);
    expect(poll.params.legs).toHaveLength(3);
    const results = poll.items as FlightResult[];
    expect(results.length).toBeGreaterThan(10);
    for (const result of results) {
      expect(result.directions.map((d) => [d.origin.cityCode, d.destination.cityCode, d.departureLocal.slice(0, 10)])).toEqual([
        ['MOW', 'IST', day(50)],
        ['IST', 'AYT', day(53)],
        ['AYT', 'MOW', day(53)],
      ]);
      expectLegsFollowTheRule(result);
      expect(result.stops).toBe(Math.max(...result.directions.map((d) => d.stops)));
    }
    // Filters per leg: a time window on leg 3 keeps only trips whose third leg leaves then.
    const partOf = (local: string) => (['night', 'morning', 'day', 'evening'] as const)[Math.floor(Number(local.slice(11, 13)) / 6)]!;
    const part = partOf(results[0]!.directions[2]!.departureLocal);
    const inWindow = await resultsOf(api, id, { departureParts: [[], [], [part]] });
    expect(inWindow.length).toBeGreaterThan(0);
    expect(inWindow.length).toBe(results.filter((r) => partOf(r.directions[2]!.departureLocal) === part).length);
    for (const result of inWindow) expect(partOf(result.directions[2]!.departureLocal)).toBe(part);
  });

  it('prices a trip as one: each leg keeps its own fare, the total is theirs together', async () => {
    const legs: [string, string, number][] = [
      ['MOW', 'KZN', 60],
      ['KZN', 'LED', 62],
    ];
    const id = await completedSearch(api, multiCity(legs));
    const trip = (await resultsOf(api, id, { sort: 'cheapest', stops: [0] }))[0]!;
    const oneWay = async (index: number) => {
      const [origin, destination, days] = legs[index]!;
      const simple = encodeSearchString({ ...ONE_ADULT, origin, destination, departureDate: day(days), returnDate: null });
      const found = await resultsOf(api, await completedSearch(api, simple));
      return found.find((r) => r.directions[0]!.segments.map((s) => s.flightId).join() === trip.directions[index]!.segments.map((s) => s.flightId).join())!;
    };
    const [first, second] = [await oneWay(0), await oneWay(1)];
    // Each flight is priced and rounded on its own: the trip costs exactly what they cost searched one by one.
    expect(trip.price).toBe(first.price + second.price);
    expect(trip.seatsLeft).toBe(Math.min(first.seatsLeft, second.seatsLeft));
  });

  it('completes a six-leg search, every leg following the one before', async () => {
    const searchString = multiCity([
      ['MOW', 'IST', 70],
      ['IST', 'AYT', 72],
      ['AYT', 'MOW', 74],
      ['MOW', 'LED', 76],
      ['LED', 'KGD', 78],
      ['KGD', 'MOW', 80],
    ]);
    expect(searchString.length).toBeLessThanOrEqual(72);
    const started = Date.now();
    const waited = await api.request('POST', '/flights/searches?wait=true', { json: { searchString } });
    expect(waited.status).toBe(201);
    expect(waited.body.complete).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(waited.body.items.length).toBeGreaterThan(0);
    for (const result of waited.body.items as FlightResult[]) {
      expect(result.directions).toHaveLength(6);
      expectLegsFollowTheRule(result);
    }
    // The id carries the 6-leg string: another process re-runs it from the id alone.
    const rerun = await api.request('GET', `/flights/searches/${searchString}.0.abcdefgh?compact=true&limit=5`);
    expect(rerun.status).toBe(200);
    expect(rerun.body.searchString).toBe(searchString);
  });

  it('searches an open jaw: out to one city, back from another on a later day', async () => {
    const searchString = multiCity([
      ['MOW', 'LED', 45],
      ['KGD', 'MOW', 48],
    ]);
    expect(searchString).toContain('-KGD');
    const first = await api.request('POST', '/flights/searches?firstPage=true&limit=20', { json: { searchString } });
    expect(first.status).toBe(201);
    const results = await resultsOf(api, await completedSearch(api, searchString));
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.directions[0]!.destination.cityCode).toBe('LED');
      expect(result.directions[1]!.origin.cityCode).toBe('KGD');
      expectLegsFollowTheRule(result);
    }
  });

  it.each([
    [
      multiCity([
        ['MOW', 'IST', 30],
        ['IST', 'QQQ', 32],
      ]),
      'QQQ',
    ],
    [
      multiCity([
        ['MOW', 'IST', 30],
        ['IST', 'ZZZ', 33],
        ['ZZZ', 'MOW', 39],
      ]),
      'ZZZ',
    ],
    [
      multiCity([
        ['MOW', 'LED', 30],
        ['XQX', 'MOW', 39],
      ]),
      'XQX',
    ],
  ])('refuses %s (an unknown code) with a Russian 400 naming it', async (searchString, code) => {
    const res = await api.request('POST', '/flights/searches', { json: { searchString } });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.message).toBe(`Город или аэропорт с кодом ${code} не найден`);
    // …and so does a search id that names it.
    const byId = await api.request('GET', `/flights/searches/${searchString}.0.abcdefgh`);
    expect(byId.status).toBe(400);
  });

  it('refuses a leg between two places of one city with the Russian message', async () => {
    const searchString = multiCity([
      ['MOW', 'LED', 30],
      ['LED', 'SVO', 33],
      ['SVO', 'MOW', 39],
    ]);
    const res = await api.request('POST', '/flights/searches', { json: { searchString } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Города вылета и прилёта должны различаться');
  });
});

describe('price calendar per leg', () => {
  it('moves only leg K of a multi-city search; days past its neighbours have no price', async () => {
    const id = await completedSearch(
      api,
      multiCity([
        ['MOW', 'IST', 40],
        ['IST', 'AYT', 42],
        ['AYT', 'MOW', 43],
      ]),
    );
    const calendar = (await api.request('GET', `/flights/searches/${id}/calendar?leg=1`)).body;
    v.parse(priceCalendarSchema, calendar);
    expect(calendar.days.map((d: { departureDate: string }) => d.departureDate)).toEqual([39, 40, 41, 42, 43, 44, 45].map(day));
    expect(calendar.days[3].selected).toBe(true);
    // 39 puts leg 2 before leg 1 and 44, 45 after leg 3: no price; 40 to 43 lie between them.
    const prices = calendar.days.map((d: { minPrice: number | null }) => d.minPrice);
    expect(prices.map((p: number | null) => p === null)).toEqual([true, false, false, false, false, true, true]);
    const last = (await api.request('GET', `/flights/searches/${id}/calendar?leg=2`)).body.days;
    expect(last.slice(0, 2).map((d: { minPrice: number | null }) => d.minPrice)).toEqual([null, null]);
    // leg 0 by default
    const first = (await api.request('GET', `/flights/searches/${id}/calendar`)).body.days;
    expect(first[3].departureDate).toBe(day(40));
    expect(first[6].departureDate).toBe(day(43));
    expect(first[6].minPrice).toBeNull();
    for (const bad of ['3', '-1', 'x', '9']) {
      const res = await api.request('GET', `/flights/searches/${id}/calendar?leg=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.fields.leg, bad).toMatch(/^leg: номер перелёта от 0 до/);
    }
  });

  it('keeps one way and return as they were and refuses another leg there', async () => {
    const searchString = encodeSearchString({ ...ONE_ADULT, origin: 'MOW', destination: 'LED', departureDate: day(24), returnDate: day(27) });
    const id = await completedSearch(api, searchString);
    const days = (await api.request('GET', `/flights/searches/${id}/calendar?leg=0`)).body.days;
    expect(days.map((d: { returnDate: string }) => d.returnDate)).toEqual([24, 25, 26, 27, 28, 29, 30].map(day));
    const res = await api.request('GET', `/flights/searches/${id}/calendar?leg=1`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('leg: у этого поиска можно сдвигать только дату вылета (leg=0)');
  });
});

describe('a multi-city trip booked as one', () => {
  it('one offer, one order, one payment; the mail lists every leg in order; §5 judged on the whole trip', async () => {
    const searchString = multiCity([
      ['MOW', 'KZN', 55],
      ['KZN', 'IST', 57],
      ['IST', 'MOW', 60],
    ]);
    const id = await completedSearch(api, searchString);
    const result = (await resultsOf(api, id, { sort: 'cheapest' }))[0]!;
    const offer = await api.request('POST', '/flights/offers', { json: { searchString, resultId: result.id, fareCode: 'LIGHT' } });
    expect(offer.status).toBe(201);
    expect(offer.body.directions).toHaveLength(3);
    expect(offer.body.international).toBe(true);
    expect(offer.body.allowedDocumentTypes).toEqual(['INT_PASSPORT', 'FOREIGN_PASSPORT']);
    expect(offer.body.departureDate).toBe(day(55));
    expect(offer.body.lastFlightDate).toBe(result.directions[2]!.segments.at(-1)!.departureLocal.slice(0, 10));
    // A Russian internal passport is not for a trip with an international leg, even if the first is domestic.
    const refused = await api.request('POST', '/flights/orders', { json: { offerId: offer.body.offerId, passengers: [russianAdult], contacts } });
    expect(refused.status).toBe(400);
    const email = 'multi-city@example.ru';
    const order = await api.request('POST', '/flights/orders', {
      json: { offerId: offer.body.offerId, passengers: [internationalAdult], contacts: { ...contacts, email } },
    });
    expect(order.status).toBe(201);
    const view = (await api.request('GET', `/flights/orders/${order.body.orderUuid}`)).body;
    expect(view.directions).toHaveLength(3);
    const { rows: payments } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_uuid = $1', [order.body.orderUuid]);
    expect(payments[0]!.n).toBe(1);
    const mail = (await api.request('GET', `/dev/outbox?to=${email}`)).body.messages.find((m: { subject: string }) => m.subject.includes('забронирован'));
    const headings = (mail.text as string).split('\n').filter((line) => line.startsWith('Перелёт'));
    expect(headings).toEqual(['Перелёт 1: Москва — Казань', 'Перелёт 2: Казань — Стамбул', 'Перелёт 3: Стамбул — Москва']);
    const flightLines = (mail.text as string).split('\n').filter((line) => line.includes(' → '));
    expect(flightLines).toHaveLength(result.directions.reduce((sum, d) => sum + d.segments.length, 0));

    // Paid: a ticket per flight for the passenger, each an itinerary receipt and a line of the tickets mail.
    const orderUuid = order.body.orderUuid as string;
    const attempt = await api.request('POST', `/flights/orders/${orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': `mc-${orderUuid}` },
    });
    expect((await api.request('GET', `/sandbox/acquirer/${attempt.body.attemptId}/pay`)).status).toBe(302);
    const ticketed = (await api.request('GET', `/flights/orders/${orderUuid}`)).body;
    expect(ticketed.status).toBe('TICKETED');
    const [passenger] = ticketed.passengers;
    expect(passenger.legTicketNumbers).toHaveLength(3);
    expect(new Set(passenger.legTicketNumbers).size).toBe(3);
    for (const number of passenger.legTicketNumbers) expect(number).toMatch(/^\d{13}$/);
    expect(passenger.ticketNumber).toBe(passenger.legTicketNumbers[0]);
    expect(ticketed.documents.map((d: { title: string; ticketNumber: string }) => [d.title, d.ticketNumber])).toEqual(
      [1, 2, 3].map((n) => [
        `Маршрутная квитанция: ${internationalAdult.lastName} ${internationalAdult.firstName}, перелёт ${n}`,
        passenger.legTicketNumbers[n - 1],
      ]),
    );
    const ticketsMail = (await api.request('GET', `/dev/outbox?to=${email}`)).body.messages.find((m: { subject: string }) => m.subject.startsWith('Билеты'));
    const ticketLines = (ticketsMail.text as string).split('\n').filter((line) => line.includes('билет №'));
    expect(ticketLines).toEqual(
      [1, 2, 3].map((n) => `${internationalAdult.lastName} ${internationalAdult.firstName}, перелёт ${n}: билет № ${passenger.legTicketNumbers[n - 1]}`),
    );
  });

  it('an offer for legs that break the rule between them is refused as stale', async () => {
    const searchString = multiCity([
      ['MOW', 'IST', 65],
      ['IST', 'AYT', 65],
    ]);
    const id = await completedSearch(api, searchString);
    const results = await resultsOf(api, id, { stops: [0] });
    // A first leg and another trip's second leg that leaves before it lands (any pair: which trip comes first depends on the day's schedule).
    const [out, back] = results
      .flatMap((first) => results.map((second) => [first.directions[0]!, second.directions[1]!] as const))
      .find(([first, second]) => second.departureLocal < first.arrivalLocal) ?? [undefined, undefined];
    expect(back).toBeDefined();
    const resultId = `${out!.segments.map((s) => s.flightId).join('_')}~${back!.segments.map((s) => s.flightId).join('_')}`;
    const offer = await api.request('POST', '/flights/offers', { json: { searchString, resultId, fareCode: 'LIGHT' } });
    expect(offer.status).toBe(400);
    expect(offer.body.error.message).toBe('Этот вариант перелёта больше недоступен. Повторите поиск');
  });

  it('the last seat of leg 3 wanted by two buyers at once: one order, and the loser took no seat on legs 1 and 2', async () => {
    const searchString = multiCity([
      ['MOW', 'LED', 85],
      ['LED', 'KZN', 87],
      ['KZN', 'MOW', 89],
    ]);
    const id = await completedSearch(api, searchString);
    // Seats are taken in flight-id order: a trip whose leg 3 flight comes last is taken on legs 1 and 2 first.
    const results = await resultsOf(api, id, { stops: [0] });
    const idsOf = (r: FlightResult, leg: number) => r.directions[leg]!.segments.map((s) => s.flightId);
    const result = results.find((r) => [...idsOf(r, 0), ...idsOf(r, 1)].every((flightId) => flightId < idsOf(r, 2)[0]!));
    expect(result).toBeDefined();
    const offer = (await api.request('POST', '/flights/offers', { json: { searchString, resultId: result!.id, fareCode: 'LIGHT' } })).body;
    const [leg1, leg2, leg3] = [0, 1, 2].map((leg) => offer.directions[leg].segments[0].flightId as string) as [string, string, string];
    await api.db.query(
      `INSERT INTO flight_seats (flight_id, cabin, departure_day, seats_left) VALUES ($1, 'economy', $2::date, 1)
       ON CONFLICT (flight_id, cabin) DO UPDATE SET seats_left = 1`,
      [leg3, day(89)],
    );
    const seatsOn = async (flightId: string) =>
      (await api.db.query<{ seats_left: number }>('SELECT seats_left FROM flight_seats WHERE flight_id = $1', [flightId])).rows[0]?.seats_left ?? null;
    const base = (flightId: string) => domain.flights.flightById(flightId)!.seatsLeftBase.economy;
    const book = (email: string) =>
      api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email } } });
    const answers = await Promise.all([book('buyer-one@example.ru'), book('buyer-two@example.ru')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.error.message).toMatch(/^На рейсе .+ закончились места/);
    expect(await seatsOn(leg3)).toBe(0);
    expect(await seatsOn(leg1)).toBe(base(leg1) - 1);
    expect(await seatsOn(leg2)).toBe(base(leg2) - 1);
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flight_orders WHERE offer_id = $1', [offer.offerId]);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('price alerts and multi-city searches', () => {
  it('watches a multi-city search: its route names every city, and a round prices it as the results page does', async () => {
    const searchString = multiCity([
      ['MOW', 'IST', 50],
      ['IST', 'AYT', 53],
      ['AYT', 'MOW', 57],
    ]);
    const { token } = await api.signUp('multi-city-watcher@example.ru');
    const created = await api.request('POST', '/price-alerts', { json: { searchString }, token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ searchString, routeName: 'Москва → Стамбул → Анталья → Москва', returnDate: null, adults: 1 });
    expect(created.body.priceAtSubscription).toBeGreaterThan(0);
    const round = await api.request('POST', '/dev/price-alerts/rounds', { json: {} });
    expect(round.body.checked).toBeGreaterThanOrEqual(1);
    const [listed] = (await api.request('GET', `/price-alerts?searchString=${searchString}`, { token })).body.items;
    expect(listed.history.at(-1).lowestPrice).toBe(created.body.priceAtSubscription);
  });
});
