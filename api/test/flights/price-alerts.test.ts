import { addDaysIso, formatDayMonth, formatRub, moscowTodayIso, PRICE_ALERTS_MAX_ACTIVE, priceAlertMessages } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { isErrorShape, useTestApi } from '../support/test-api.js';
import { searchStringFor } from './flight-fixtures.js';
import { confirmationTokenOf, confirmedAddressAlert, moscowNoon, forceRound, mailsTo, searchWithDrop } from './price-alert-fixtures.js';

const api = useTestApi();

describe('price alerts of a signed-in traveller', () => {
  it('subscribes at once, finds the same subscription again, lists, pauses, resumes and deletes it', async () => {
    const { token } = await api.signUp('alerts-owner@example.ru');
    const searchString = searchStringFor({ destination: 'AER' }, 50);
    const created = await api.request('POST', '/price-alerts', { json: { searchString }, token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ searchString, status: 'active', routeName: 'Москва → Сочи', adults: 1, isBusiness: false });
    expect(created.body.priceAtSubscription).toBeGreaterThan(0);
    expect(created.body.currentLowestPrice).toBe(created.body.priceAtSubscription);

    const again = await api.request('POST', '/price-alerts', { json: { searchString }, token });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);

    const list = await api.request('GET', '/price-alerts', { token });
    expect(list.body.items.map((a: { id: string }) => a.id)).toEqual([created.body.id]);
    const ofSearch = await api.request('GET', `/price-alerts?searchString=${searchString}`, { token });
    expect(ofSearch.body.items).toHaveLength(1);
    const ofOther = await api.request('GET', `/price-alerts?searchString=${searchStringFor({ destination: 'KZN' }, 50)}`, { token });
    expect(ofOther.body.items).toEqual([]);

    const paused = await api.request('PATCH', `/price-alerts/${created.body.id}`, { json: { paused: true }, token });
    expect(paused.body.status).toBe('paused');
    const resumed = await api.request('PATCH', `/price-alerts/${created.body.id}`, { json: { paused: false }, token });
    expect(resumed.body.status).toBe('active');
    expect((await api.request('DELETE', `/price-alerts/${created.body.id}`, { token })).status).toBe(204);
    expect((await api.request('GET', '/price-alerts', { token })).body.items).toEqual([]);
  });

  it('answers only to the account that owns the subscription', async () => {
    const owner = await api.signUp('alerts-mine@example.ru');
    const stranger = await api.signUp('alerts-stranger@example.ru');
    const created = await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'OVB' }, 45) }, token: owner.token });
    const path = `/price-alerts/${created.body.id}`;
    for (const res of [
      await api.request('PATCH', path, { json: { paused: true }, token: stranger.token }),
      await api.request('DELETE', path, { token: stranger.token }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(priceAlertMessages.notFound);
    }
    expect((await api.request('GET', '/price-alerts', { token: stranger.token })).body.items).toEqual([]);
    expect((await api.request('GET', '/price-alerts')).status).toBe(401);
    expect((await api.request('GET', '/price-alerts', { token: owner.token })).body.items[0].status).toBe('active');
  });

  it(`refuses a subscription beyond ${PRICE_ALERTS_MAX_ACTIVE} active ones with the Russian message, and lets a paused one back only under it`, async () => {
    const { token } = await api.signUp('alerts-many@example.ru');
    const ids: string[] = [];
    for (let days = 10; days < 10 + PRICE_ALERTS_MAX_ACTIVE; days += 1) {
      const res = await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'LED' }, days) }, token });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const over = await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'LED' }, 40) }, token });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(priceAlertMessages.tooMany);
    await api.request('PATCH', `/price-alerts/${ids[0]}`, { json: { paused: true }, token });
    expect((await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'LED' }, 40) }, token })).status).toBe(201);
    const resume = await api.request('PATCH', `/price-alerts/${ids[0]}`, { json: { paused: false }, token });
    expect(resume.status).toBe(409);
  });

  it('refuses a bad search string with the search codec message', async () => {
    const { token } = await api.signUp('alerts-bad@example.ru');
    const res = await api.request('POST', '/price-alerts', { json: { searchString: 'MOWLED' }, token });
    expect(res.status).toBe(400);
    expect(isErrorShape(res.body)).toBe(true);
    expect(res.body.error.fields.searchString).toBe('Некорректная ссылка на поиск: ожидается вид MOW2512LED30121');
  });
});

describe('double opt-in of an anonymous traveller', () => {
  it('asks for the e-mail, mails one confirmation a day to an unconfirmed address, and shows the browser its state', async () => {
    const email = 'alerts-anon@example.ru';
    const searchString = searchStringFor({ destination: 'KZN' }, 35);
    const noEmail = await api.request('POST', '/price-alerts', { json: { searchString } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error.fields.email).toBe(priceAlertMessages.emailRequired);

    const first = await api.request('POST', '/price-alerts', { json: { searchString, email } });
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ status: 'pending', watchToken: expect.any(String) });
    const watched = await api.request('GET', `/price-alerts/watch/${first.body.watchToken}`);
    expect(watched.body).toEqual({ status: 'pending', searchString });

    // The same day, more requests for the unconfirmed address (this search or another) mail nothing more.
    const second = await api.request('POST', '/price-alerts', { json: { searchString, email } });
    const third = await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'SVX' }, 35), email } });
    expect([second.status, third.status]).toEqual([202, 202]);
    const mails = await mailsTo(api, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Подтвердите подписку на цену: Москва → Казань, ${formatDayMonth(addDaysIso(moscowTodayIso(), 35))}`);

    const token = await confirmationTokenOf(api, email);
    const confirmed = await api.request('POST', '/price-alerts/confirmations', { json: { token } });
    expect(confirmed.body).toEqual({ status: 'active', searchString });
    // Following the link again answers the same.
    expect((await api.request('POST', '/price-alerts/confirmations', { json: { token } })).body).toEqual({ status: 'active', searchString });
    expect((await api.request('GET', `/price-alerts/watch/${first.body.watchToken}`)).body.status).toBe('active');
    // A browser whose own request was never confirmed learns nothing about what the address follows.
    expect((await api.request('GET', `/price-alerts/watch/${second.body.watchToken}`)).body.status).toBe('pending');

    // A confirmed address gets the confirmation of its next request at once.
    const fourth = await api.request('POST', '/price-alerts', { json: { searchString, email } });
    expect(await mailsTo(api, email)).toHaveLength(2);
    await api.request('POST', '/price-alerts/confirmations', { json: { token: await confirmationTokenOf(api, email) } });
    expect((await api.request('GET', `/price-alerts/watch/${fourth.body.watchToken}`)).body.status).toBe('active');
  });

  it('refuses unknown tokens with 404 and does not take one kind of token for another', async () => {
    const email = 'alerts-tokens@example.ru';
    const watchToken = await confirmedAddressAlert(api, email, searchStringFor({ destination: 'AER' }, 33));
    for (const res of [
      await api.request('GET', '/price-alerts/watch/unknown-token'),
      await api.request('POST', '/price-alerts/confirmations', { json: { token: watchToken } }),
      await api.request('POST', `/price-alerts/unsubscribe/${watchToken}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(priceAlertMessages.linkUnknown);
    }
  });

  it('joins confirmed anonymous subscriptions to the account that proves the address, not pending ones', async () => {
    const email = 'alerts-joiner@example.ru';
    const confirmedSearch = searchStringFor({ destination: 'AER' }, 41);
    await confirmedAddressAlert(api, email, confirmedSearch);
    // A request whose confirmation was not followed stays pending: it must not join.
    await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'KZN' }, 41), email } });
    const { token } = await api.signUpConfirmed(email);
    const items = (await api.request('GET', '/price-alerts', { token })).body.items;
    expect(items.map((a: { searchString: string; status: string }) => [a.searchString, a.status])).toEqual([[confirmedSearch, 'active']]);
  });
});

describe('rounds', () => {
  it('price each distinct search once, however many subscribe to it', async () => {
    const shared = searchStringFor({ destination: 'MRV' }, 55);
    for (const name of ['a', 'b', 'c']) {
      const { token } = await api.signUp(`alerts-group-${name}@example.ru`);
      await api.request('POST', '/price-alerts', { json: { searchString: shared }, token });
    }
    const { token } = await api.signUp('alerts-group-d@example.ru');
    await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'KGD' }, 55) }, token });
    const before = await api.db.query<{ n: number }>('SELECT count(DISTINCT (search_string, departure_date))::int AS n FROM price_alerts WHERE status = $1', [
      'active',
    ]);
    const round = await forceRound(api, moscowNoon(1));
    expect(round.searches).toBe(Number(before.rows[0]!.n));
    const checks = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM price_alert_checks WHERE search_string = $1', [shared]);
    expect(Number(checks.rows[0]!.n)).toBe(1);
    const list = (await api.request('GET', '/price-alerts', { token })).body.items;
    expect(list[0].history).toHaveLength(1);
  });

  it('mail a drop once a day with both prices, links and one-click unsubscribe; after it, a drop sends nothing', async () => {
    const email = 'alerts-drop@example.ru';
    const { searchString, departureDate, destinationName, days } = searchWithDrop();
    await confirmedAddressAlert(api, email, searchString);
    const priceOf = async () =>
      (await api.db.query<{ notified_price: number }>('SELECT notified_price FROM price_alerts WHERE email = $1', [email])).rows[0]!.notified_price;
    const oldPrice = await priceOf();

    const round = await forceRound(api, moscowNoon(days));
    expect(round.mails).toBeGreaterThanOrEqual(1);
    const drops = (await mailsTo(api, email)).filter((m) => m.subject.includes('вместо'));
    expect(drops).toHaveLength(1);
    const mail = drops[0]!;
    const newPrice = await priceOf();
    expect(newPrice).toBeLessThan(oldPrice);
    expect(mail.subject).toBe(`Москва → ${destinationName}, ${formatDayMonth(departureDate)}: ${formatRub(newPrice)} вместо ${formatRub(oldPrice)}`);
    expect(mail.text.split('\n')[0]).toBe(mail.subject);
    expect(mail.text).toContain(`http://127.0.0.1:3000/search/${searchString}`);
    expect(mail.text).toContain('http://127.0.0.1:3000/profile/price-alerts');
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/price-alerts\/unsubscribe\/[\w-]+/);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<http:\/\/127\.0\.0\.1:3010(\/price-alerts\/unsubscribe\/[\w-]+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;

    // Another drop the same day makes no second mail; the next day it does.
    const pretendHigher = () => api.db.query('UPDATE price_alerts SET notified_price = notified_price + 5000 WHERE email = $1', [email]);
    const dropMails = async () => (await mailsTo(api, email)).filter((m) => m.subject.includes('вместо'));
    await pretendHigher();
    await forceRound(api, moscowNoon(days, 6));
    expect(await dropMails()).toHaveLength(1);
    await forceRound(api, moscowNoon(days + 1));
    expect(await dropMails()).toHaveLength(2);

    // A mail client's one-click POST carries no XSRF cookie or header.
    const unsubscribed = await api.request('POST', oneClick, {
      xsrf: false,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body).toEqual({ status: 'ended', searchString });
    expect((await api.request('POST', oneClick, { xsrf: false })).status).toBe(200);
    await pretendHigher();
    await forceRound(api, moscowNoon(days + 2));
    expect(await dropMails()).toHaveLength(2);
  });

  it('end subscriptions after their departure day', async () => {
    const { token } = await api.signUp('alerts-expiry@example.ru');
    const created = await api.request('POST', '/price-alerts', { json: { searchString: searchStringFor({ destination: 'UFA' }, 3) }, token });
    expect(created.body.endsAt).toBe(`${created.body.departureDate}T21:00:00.000Z`);
    expect((await forceRound(api, moscowNoon(3))).ended).toBe(0);
    const round = await forceRound(api, moscowNoon(4));
    expect(round.ended).toBeGreaterThanOrEqual(1);
    const [alert] = (await api.request('GET', '/price-alerts', { token })).body.items;
    expect(alert.status).toBe('ended');
    const resume = await api.request('PATCH', `/price-alerts/${alert.id}`, { json: { paused: false }, token });
    expect(resume.status).toBe(410);
  });

  it('quote (dev) the price a round at that moment records, so a later round mails exactly when the quote fell', async () => {
    const { searchString, days } = searchWithDrop();
    const quote = async (asOf: string) => (await api.request('POST', '/dev/price-alerts/quotes', { json: { searchString, asOf } })).body.lowestPrice as number;
    const { token } = await api.signUp('alerts-quote@example.ru');
    await api.request('POST', '/price-alerts', { json: { searchString }, token });
    const subscribed = (await api.request('GET', '/price-alerts', { token })).body.items[0];
    // another hour of that day than the earlier tests' rounds: a round's moment is its id
    const dropMoment = moscowNoon(days, 3);
    const [atSubscription, atDrop] = [await quote(new Date().toISOString()), await quote(dropMoment)];
    expect(atDrop).toBeLessThan(atSubscription);
    expect(subscribed.priceAtSubscription).toBe(atSubscription);
    expect((await forceRound(api, dropMoment)).mails).toBe(1);
    const refused = await api.request('POST', '/dev/price-alerts/quotes', { json: { searchString, asOf: 'tomorrow' } });
    expect(refused.status).toBe(400);
  });
});
