import * as v from 'valibot';
import { accountLinkParams, addDaysIso, isoToDisplayDate, moscowTodayIso, ordersPageSchema, savedPassengerSchema } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { insertSavedPassenger } from '../../src/flights/passengers/saved-passenger-store.js';
import { useTestApi, DEMO_USER, isErrorShape } from '../support/test-api.js';
import { contacts, createOfferFor, internationalAdult, russianAdult, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();

describe('saved passengers', () => {
  it('needs a login, validates like booking, and keeps users apart', async () => {
    expect((await api.request('GET', '/profile/passengers')).status).toBe(401);
    const alice = await api.signUp('alice-passengers@example.ru');
    const bob = await api.signUp('bob-passengers@example.ru');

    const bad = await api.request('POST', '/profile/passengers', { json: { ...russianAdult, lastName: 'Ivanov', middleName: '' }, token: alice.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      lastName: 'Заполните фамилию русскими буквами, как в документе',
      middleName: 'Обязательное поле',
    });

    const created = await api.request('POST', '/profile/passengers', { json: internationalAdult, token: alice.token });
    expect(created.status).toBe(201);
    v.parse(savedPassengerSchema, created.body);
    expect(created.body).toMatchObject({ ...internationalAdult, citizenship: 'RU' });
    const uuid = created.body.passengerUuid;

    const updated = await api.request('PUT', `/profile/passengers/${uuid}`, { json: { ...internationalAdult, firstName: 'Maria' }, token: alice.token });
    expect(updated.body.firstName).toBe('Maria');
    expect((await api.request('GET', '/profile/passengers', { token: alice.token })).body.items).toHaveLength(1);

    expect((await api.request('PUT', `/profile/passengers/${uuid}`, { json: internationalAdult, token: bob.token })).status).toBe(404);
    expect((await api.request('DELETE', `/profile/passengers/${uuid}`, { token: bob.token })).status).toBe(404);
    expect((await api.request('GET', '/profile/passengers', { token: bob.token })).body.items).toEqual([]);

    expect((await api.request('DELETE', `/profile/passengers/${uuid}`, { token: alice.token })).status).toBe(204);
    expect((await api.request('GET', '/profile/passengers', { token: alice.token })).body.items).toEqual([]);
    expect((await api.request('DELETE', '/profile/passengers/not-a-uuid', { token: alice.token })).status).toBe(404);
  });

  it('refuses impossible data with 400 and the form’s Russian messages; one saved before the rules stays listed and editable', async () => {
    const { token, user } = await api.signUp('carol-passengers@example.ru');
    const today = moscowTodayIso();
    const future = isoToDisplayDate(addDaysIso(today, 1));
    const yesterday = isoToDisplayDate(addDaysIso(today, -1));
    const refusals: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...russianAdult, birthDate: future }, { birthDate: 'Дата рождения не может быть в будущем' }],
      [{ ...russianAdult, birthDate: '31.02.2000' }, { birthDate: 'Такой даты нет' }],
      [{ ...internationalAdult, documentExpiryDate: yesterday }, { documentExpiryDate: 'Срок действия документа истёк' }],
      [
        { ...russianAdult, passengerType: 'CHILD', birthDate: '01.01.1980', documentExpiryDate: '01.01.2020' },
        { birthDate: 'Ребенку сегодня должно быть от 2 до 11 лет', documentExpiryDate: 'Срок действия документа истёк' },
      ],
      [{ ...russianAdult, birthDate: isoToDisplayDate(addDaysIso(today, -365)) }, { birthDate: 'Взрослому пассажиру сегодня должно быть не меньше 12 лет' }],
    ];
    for (const [json, fields] of refusals) {
      const res = await api.request('POST', '/profile/passengers', { json, token });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(isErrorShape(res.body)).toBe(true);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect((await api.request('GET', '/profile/passengers', { token })).body.items).toEqual([]);

    // A passenger saved before these rules (a child of 1980 with an expired passport) is still listed,
    // refused on save until fixed, and saved once it is.
    const legacy = { ...russianAdult, passengerType: 'CHILD' as const, middleName: 'Иванович', citizenship: 'RU', documentExpiryDate: '01.01.2020' };
    const uuid = await insertSavedPassenger(api.db, user.id, legacy);
    const listed = await api.request('GET', '/profile/passengers', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ passengerUuid: uuid, passengerType: 'CHILD', documentExpiryDate: '01.01.2020' })]);
    const stillWrong = await api.request('PUT', `/profile/passengers/${uuid}`, { json: legacy, token });
    expect(stillWrong.status).toBe(400);
    expect(stillWrong.body.error.fields).toEqual({
      birthDate: 'Ребенку сегодня должно быть от 2 до 11 лет',
      documentExpiryDate: 'Срок действия документа истёк',
    });
    const fixed = await api.request('PUT', `/profile/passengers/${uuid}`, { json: { ...legacy, passengerType: 'ADULT', documentExpiryDate: '' }, token });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ passengerType: 'ADULT', documentExpiryDate: '' });
  });
});

describe('profile orders', () => {
  it('attaches guest orders once the e-mail is proved by the welcome link and the password, lists newest first with cursor paging, hides others', async () => {
    const email = 'guest-orders@example.ru';
    const offer = await createOfferFor(api, searchStringFor({}, 60));
    const booked: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await api.request('POST', '/flights/orders', {
        json: { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email } },
      });
      expect(res.status).toBe(201);
      booked.push(res.body.orderUuid);
    }
    // signing up with someone's address is not enough to see their orders…
    const unproven = await api.signUp(email, 'guest-orders-1');
    expect((await api.request('GET', '/profile/orders', { token: unproven.token })).body.items).toEqual([]);
    // …the confirmation link mailed to that address, followed with the password, is
    const confirmationToken = await api.mailedToken(email, accountLinkParams.confirmationToken);
    const { token } = (await api.request('POST', '/users/confirmations', { json: { token: confirmationToken, password: 'guest-orders-1' } })).body;
    const page1 = await api.request('GET', '/profile/orders?limit=2', { token });
    expect(page1.status).toBe(200);
    v.parse(ordersPageSchema, page1.body);
    expect(page1.body.items.map((o: { orderUuid: string }) => o.orderUuid)).toEqual([booked[2], booked[1]]);
    expect(page1.body.items[0].passengers[0].documentNumber).toBe('4510123456');
    // a page is read in two queries for all its orders: each item is still exactly its own order
    for (const item of page1.body.items) {
      expect(item).toEqual((await api.request('GET', `/profile/orders/${item.orderUuid}`, { token })).body);
    }
    expect(new Set(page1.body.items.map((o: { payments: { paymentUuid: string }[] }) => o.payments[0]!.paymentUuid)).size).toBe(2);
    const page2 = await api.request('GET', `/profile/orders?limit=2&cursor=${page1.body.nextCursor}`, { token });
    expect(page2.status, JSON.stringify(page2.body)).toBe(200);
    expect(page2.body.items.map((o: { orderUuid: string }) => o.orderUuid)).toEqual([booked[0]]);
    expect(page2.body.nextCursor).toBeNull();

    const one = await api.request('GET', `/profile/orders/${booked[0]}`, { token });
    expect(one.body).toMatchObject({ orderUuid: booked[0], status: 'BOOKED' });
    expect(one.body.directions[0].segments.length).toBeGreaterThan(0);
    expect(one.body.payments[0]).toMatchObject({ purpose: 'ORDER', status: 'PENDING' });

    const stranger = await api.signUp('stranger@example.ru');
    expect((await api.request('GET', `/profile/orders/${booked[0]}`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('GET', `/profile/orders/${booked[0]}/options`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('POST', `/flights/orders/${booked[0]}/cancel`, { token: stranger.token })).status).toBe(404);
    expect((await api.request('GET', '/profile/orders', { token: stranger.token })).body.items).toEqual([]);
    // a malformed id in the path names no order: not found, in the words of an unknown one
    for (const path of ['/profile/orders/xyz', '/profile/orders/xyz/options', '/flights/orders/xyz']) {
      const malformed = await api.request('GET', path, { token });
      expect(malformed.status, path).toBe(404);
      expect(malformed.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Заказ не найден' });
    }
    expect((await api.request('GET', '/profile/orders?cursor=zzz', { token })).status).toBe(400);
    expect((await api.request('GET', '/profile/orders?limit=500', { token })).status).toBe(400);
    expect((await api.request('GET', '/profile/orders')).status).toBe(401);
  });

  it('a logged-in booking belongs to the account at once', async () => {
    const { token } = await api.signUp('booker@example.ru');
    const offer = await createOfferFor(api, searchStringFor({ destination: 'IST' }, 61));
    expect(offer.allowedDocumentTypes).toEqual(['INT_PASSPORT', 'FOREIGN_PASSPORT']);
    const refused = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts }, token });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields['passengers.0.documentType']).toBe('Этот документ нельзя использовать на данном маршруте');
    const res = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [internationalAdult], contacts }, token });
    expect(res.status).toBe(201);
    const list = await api.request('GET', '/profile/orders', { token });
    expect(list.body.items[0].orderUuid).toBe(res.body.orderUuid);
  });
});

describe('demo data', () => {
  it('gives the demo user a ticketed order and a saved passenger, once', async () => {
    const token = await api.login(DEMO_USER.email, DEMO_USER.password);
    const orders = (await api.request('GET', '/profile/orders', { token })).body.items;
    expect(orders.filter((o: { status: string }) => o.status === 'TICKETED')).toHaveLength(1);
    expect((await api.request('GET', '/profile/passengers', { token })).body.items[0]).toMatchObject({ lastName: 'Демидов', documentType: 'PASSPORT' });
  });
});

describe('deep links', () => {
  it('answers a search string, an offer id, or a Russian 400', async () => {
    const { addDaysIso, moscowTodayIso } = await import('shared/node');
    const date = addDaysIso(moscowTodayIso(), 10);
    const back = addDaysIso(moscowTodayIso(), 15);
    const res = await api.request(
      'GET',
      `/flights/deeplinks?origin=mow&destination=LED&departureDate=${date}&returnDate=${back}&adults=2&children=1&class=business&utm_source=partner`,
    );
    expect(res.status).toBe(200);
    expect(res.body.searchString).toBe(`MOW${date.slice(8, 10)}${date.slice(5, 7)}LED${back.slice(8, 10)}${back.slice(5, 7)}210B`);

    const offer = await createOfferFor(api, searchStringFor({}, 62));
    expect((await api.request('GET', `/flights/deeplinks?offerId=${offer.offerId}`)).body).toEqual({ offerId: offer.offerId });

    for (const query of [
      'origin=MOW',
      `origin=MOW&destination=QQQ&departureDate=${date}`,
      `origin=MOW&destination=LED&departureDate=2001-01-01`,
      `origin=MOW&destination=LED&departureDate=${date}&adults=0`,
      'offerId=nope',
      `origin=MOW&destination=LED&departureDate=${date}&class=first`,
    ]) {
      const bad = await api.request('GET', `/flights/deeplinks?${query}`);
      expect(bad.status, query).toBe(400);
      expect(isErrorShape(bad.body)).toBe(true);
    }
  });
});
