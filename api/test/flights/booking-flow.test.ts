import * as v from 'valibot';
import { extraPaymentSchema, moscowTodayIso, offerSchema, orderSchema, paymentAttemptSchema } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { flightDomain } from '../../src/flights/flight-domain.js';
import { createOffer } from '../../src/flights/offers/offer-service.js';
import { tripFromResultId } from '../../src/flights/offers/trip-from-result-id.js';
import { parseSearch } from '../../src/flights/search/searches.js';
import { completedSearch, contacts, createOfferFor, resultsOf, russianAdult, searchStringFor } from './flight-fixtures.js';

const api = useTestApi();

describe('an offer for a flight whose sales have closed', () => {
  it('is refused with 409 and a Russian message an hour before departure; the same result is sold two hours before', async () => {
    const searchString = searchStringFor({}, 10);
    const resultId = (await resultsOf(api, await completedSearch(api, searchString), { sort: 'cheapest', stops: [0] }))[0]!.id;
    const domain = flightDomain();
    const params = parseSearch(domain, searchString, moscowTodayIso());
    const [flight] = tripFromResultId(domain, resultId, params).flatMap((direction) => direction.segments);
    const closed = createOffer(api.db, domain, params, searchString, resultId, 'LIGHT', flight!.departureUtc - 59 * 60_000);
    await expect(closed).rejects.toMatchObject({
      status: 409,
      message: `Продажа билетов на рейс ${flight!.flightNumber} закрыта: до вылета меньше часа. Выберите другой вариант`,
    });
    const open = await createOffer(api.db, domain, params, searchString, resultId, 'LIGHT', flight!.departureUtc - 2 * 3_600_000);
    expect(open.details.resultId).toBe(resultId);
  });
});

describe('offer → booking → card payment → tickets', () => {
  it('books, pays on the sandbox acquirer and issues tickets with e-mails', async () => {
    const offer = await createOfferFor(api, searchStringFor());
    // The answers match the schemas /openapi.json documents and the front end types come from.
    v.parse(offerSchema, offer);
    expect(offer.allowedDocumentTypes).toEqual(['PASSPORT', 'BIRTH', 'INT_PASSPORT', 'FOREIGN_PASSPORT']);
    expect(offer.price.total).toBeGreaterThan(0);
    expect(Date.parse(offer.expiresAt) - Date.now()).toBeGreaterThanOrEqual(20 * 60_000);

    const booked = await api.request('POST', '/flights/orders?utm_source=partner&utm_campaign=winter', {
      json: { offerId: offer.offerId, passengers: [russianAdult], contacts },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.status).toBe('BOOKED');
    expect(booked.body.utm).toEqual({ campaign: 'winter', medium: null, source: 'partner' });
    const orderUuid = booked.body.orderUuid as string;

    const attempt = await api.request('POST', `/flights/orders/${orderUuid}/payments`, {
      json: { method: 'card' },
      headers: { 'Idempotency-Key': `card-${orderUuid}` },
    });
    expect(attempt.status).toBe(201);
    v.parse(paymentAttemptSchema, attempt.body);
    v.parse(orderSchema, booked.body);
    v.parse(extraPaymentSchema, (await api.request('GET', `/payments/${booked.body.paymentUuid}`)).body);
    const page = await api.request('GET', new URL(attempt.body.redirectUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отказ');

    // The page works without script (the API's CSP forbids it): its buttons are GET forms.
    expect(page.body).toContain(`action="/sandbox/acquirer/${attempt.body.attemptId}/pay"`);
    expect(page.body).not.toContain('<script');
    const done = await api.request('GET', `/sandbox/acquirer/${attempt.body.attemptId}/pay`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(`http://127.0.0.1:3000/avia/orders/${orderUuid}/finished`);
    // Pressing a button again after success changes nothing and lands on the same page.
    const lateDecline = await api.request('GET', `/sandbox/acquirer/${attempt.body.attemptId}/decline`);
    expect(lateDecline.status).toBe(302);
    expect(lateDecline.headers.get('location')).toBe(`http://127.0.0.1:3000/avia/orders/${orderUuid}/finished`);

    const order = await api.request('GET', `/flights/orders/${orderUuid}`);
    expect(order.body.status).toBe('TICKETED');
    v.parse(orderSchema, order.body);
    expect(order.body.passengers[0].ticketNumber).toMatch(/^\d{13}$/);
    // One way and return keep one ticket per passenger; only a multi-city trip has one per flight.
    expect(order.body.passengers[0].legTicketNumbers).toEqual([]);
    expect(order.body.passengers[0].documentNumber).toBe('••••••3456');
    expect(order.body.documents).toHaveLength(1);

    const outbox = await api.request('GET', `/dev/outbox?to=${contacts.email}`);
    const subjects = outbox.body.messages.map((m: { subject: string }) => m.subject);
    expect(subjects.some((s: string) => s.startsWith('Билеты по заказу'))).toBe(true);
    expect(subjects.some((s: string) => s.includes('забронирован'))).toBe(true);
  });

  it('refuses passengers that break product rules §5 with the exact messages', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 31));
    const res = await api.request('POST', '/flights/orders', {
      json: { offerId: offer.offerId, passengers: [{ ...russianAdult, firstName: 'Ivan', documentNumber: '123' }], contacts },
    });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.fields).toMatchObject({
      'passengers.0.firstName': 'Заполните имя русскими буквами, как в документе',
      'passengers.0.documentNumber': '10 цифр без пробела',
    });
  });

  it('refuses a passenger count or age that does not match the offer', async () => {
    const offer = await createOfferFor(api, searchStringFor({}, 32));
    const child = { ...russianAdult, passengerType: 'CHILD', birthDate: '01.02.1985' };
    const res = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [child], contacts } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['passengers.0.birthDate']).toBe('Ребенку должно быть от 2 до 11 лет на дату вылета');
    expect(res.body.error.fields.passengers).toMatch(/взрослых — 1/);
  });

  it('answers 410 with the search string for an expired offer', async () => {
    const searchString = searchStringFor({}, 33);
    const offer = await createOfferFor(api, searchString);
    await api.db.query(`UPDATE flight_offers SET expires_at = now() - interval '1 minute' WHERE id = $1`, [offer.offerId]);
    const res = await api.request('GET', `/flights/offers/${offer.offerId}`);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('GONE');
    expect(res.body.searchString).toBe(searchString);
    const booking = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts } });
    expect(booking.status).toBe(410);
  });
});
