import { describe, expect, it } from 'vitest';
import { accountLinkParams } from 'shared/node';
import { useTestApi, isErrorShape } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from '../flights/flight-fixtures.js';

// A one-time link proves only the address it was mailed to; a new e-mail takes effect, and
// guest orders under it join the account, only once a link mailed to that address is followed
// together with the account's password (docs/product-rules.md §D Accounts, §D Orders).
const api = useTestApi();

async function guestOrder(email: string, days: number): Promise<string> {
  const offer = await createOfferFor(api, searchStringFor({}, days));
  const res = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email } } });
  expect(res.status).toBe(201);
  return res.body.orderUuid as string;
}

describe('changing the e-mail (PUT /private/user)', () => {
  it("cannot take over a guest's orders with a login link mailed to one's own address", async () => {
    const orderUuid = await guestOrder('victim@example.ru', 70);
    const { token } = await api.signUp('attacker@example.ru');
    const ownLink = await api.accounts.issueLoginLink((await api.request('GET', '/private/login', { token })).body.id);

    const change = await api.request('PUT', '/private/user', { token, json: { email: 'victim@example.ru', phone: '' } });
    expect(change.status).toBe(200);
    expect(change.body.email).toBe('attacker@example.ru');
    expect((await api.request('GET', '/private/login', { token })).body.email).toBe('attacker@example.ru');

    const signedIn = await api.request('POST', `/private/login_token/${new URL(ownLink).searchParams.get(accountLinkParams.loginToken)}`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe('attacker@example.ru');
    const listed = await api.request('GET', '/profile/orders', { token: signedIn.body.token });
    expect(listed.body.items).toEqual([]);
    const order = await api.request('GET', `/flights/orders/${orderUuid}`, { token: signedIn.body.token });
    expect(order.body.passengers[0].documentNumber).not.toBe(russianAdult.documentNumber);
    const { rows } = await api.db.query<{ user_id: string | null }>('SELECT user_id FROM flight_orders WHERE uuid = $1', [orderUuid]);
    expect(rows[0]!.user_id).toBeNull();
  });

  it('takes effect when the link mailed to the new address is followed with the password, which also signs in and joins its guest orders', async () => {
    const orderUuid = await guestOrder('moving-new@example.ru', 71);
    const { token } = await api.signUp('moving-old@example.ru', 'password-123');
    await api.request('PUT', '/private/user', { token, json: { email: 'Moving-New@example.ru', phone: '+79161234567' } });
    expect((await api.request('GET', '/private/login', { token })).body).toMatchObject({ email: 'moving-old@example.ru', phone: '+79161234567' });

    const confirmation = await api.mailedToken('moving-new@example.ru', accountLinkParams.confirmationToken);
    expect(confirmation).toBeTruthy();
    expect((await api.request('POST', `/private/login_token/${confirmation}`)).status).toBe(404);
    const wrong = await api.request('POST', '/users/confirmations', { json: { token: confirmation, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect((await api.request('GET', '/private/login', { token })).body.email).toBe('moving-old@example.ru');
    const confirmed = await api.request('POST', '/users/confirmations', { json: { token: confirmation, password: 'password-123' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe('moving-new@example.ru');
    expect(await api.login('moving-new@example.ru', 'password-123')).toBeTruthy();
    const order = await api.request('GET', `/flights/orders/${orderUuid}`, { token: confirmed.body.token });
    expect(order.status).toBe(200);
    expect(order.body.passengers[0].documentNumber).toBe(russianAdult.documentNumber);

    const again = await api.request('POST', '/users/confirmations', { json: { token: confirmation, password: 'password-123' } });
    expect(again.status).toBe(410);
  });

  it('refuses the confirmation with 409 when the address was registered meanwhile', async () => {
    const { token } = await api.signUp('slow-mover@example.ru', 'slow-mover-1');
    await api.request('PUT', '/private/user', { token, json: { email: 'contested@example.ru', phone: '' } });
    const confirmation = await api.mailedToken('contested@example.ru', accountLinkParams.confirmationToken);
    await api.signUp('contested@example.ru');
    const res = await api.request('POST', '/users/confirmations', { json: { token: confirmation, password: 'slow-mover-1' } });
    expect(res.status).toBe(409);
    expect(isErrorShape(res.body)).toBe(true);
    expect((await api.request('GET', '/private/login', { token })).body.email).toBe('slow-mover@example.ru');
  });

  it('ends every outstanding link of the old address once the new one is confirmed', async () => {
    const { token, user } = await api.signUp('links-old@example.ru', 'password-123');
    const oldSignUp = await api.mailedToken('links-old@example.ru', accountLinkParams.confirmationToken);
    const oldLogin = new URL(await api.accounts.issueLoginLink(user.id)).searchParams.get(accountLinkParams.loginToken);
    expect((await api.request('POST', '/users/restorations', { json: { email: 'links-old@example.ru' } })).status).toBe(202);
    const oldReset = await api.mailedToken('links-old@example.ru', accountLinkParams.resetToken);
    expect([oldSignUp, oldLogin, oldReset].every(Boolean)).toBe(true);

    await api.request('PUT', '/private/user', { token, json: { email: 'links-new@example.ru', phone: '' } });
    const confirmation = await api.mailedToken('links-new@example.ru', accountLinkParams.confirmationToken);
    expect((await api.request('POST', '/users/confirmations', { json: { token: confirmation, password: 'password-123' } })).status).toBe(200);

    expect((await api.request('POST', `/private/login_token/${oldLogin}`)).status).toBe(410);
    expect((await api.request('PUT', '/users/password', { json: { token: oldReset, password: 'taken-over-1' } })).status).toBe(410);
    expect((await api.request('POST', '/users/confirmations', { json: { token: oldSignUp, password: 'password-123' } })).status).toBe(410);
    expect((await api.request('GET', '/private/login', { token: await api.login('links-new@example.ru', 'password-123') })).body.email).toBe(
      'links-new@example.ru',
    );
  });
});
