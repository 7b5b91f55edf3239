import { describe, expect, it } from 'vitest';
import { accountLinkParams } from 'shared/node';
import { isErrorShape, useTestApi } from '../support/test-api.js';
import { contacts, createOfferFor, russianAdult, searchStringFor } from '../flights/flight-fixtures.js';
import { wishlistBody } from '../tours/tour-fixtures.js';

// Guest data joins an account, and its address counts as proved, only when the proof of the
// mailbox and the knowledge of the password come from one person, or the proof replaces the
// password (docs/product-rules.md §D Accounts). The attack: someone signs up with another
// person's address and a password of their own, and waits for the owner to prove the mailbox.
const api = useTestApi();

const ATTACKER_PASSWORD = 'attacker-knows-this';
let days = 80;

async function guestOrder(email: string): Promise<string> {
  days += 1;
  const offer = await createOfferFor(api, searchStringFor({}, days));
  const res = await api.request('POST', '/flights/orders', { json: { offerId: offer.offerId, passengers: [russianAdult], contacts: { ...contacts, email } } });
  expect(res.status).toBe(201);
  return res.body.orderUuid as string;
}

async function orderOwner(orderUuid: string): Promise<string | null> {
  const { rows } = await api.db.query<{ user_id: string | null }>('SELECT user_id FROM flight_orders WHERE uuid = $1', [orderUuid]);
  return rows[0]!.user_id;
}

async function emailProved(email: string): Promise<boolean> {
  const { rows } = await api.db.query<{ proved: boolean }>('SELECT email_proved_at IS NOT NULL AS proved FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0]!.proved;
}

/** The token of the link in the newest sign-up mail, whatever its parameter. */
async function signUpLinkToken(email: string): Promise<string> {
  const token = (await api.mailedToken(email, accountLinkParams.confirmationToken)) ?? (await api.mailedToken(email, accountLinkParams.loginToken));
  expect(token).toBeTruthy();
  return token!;
}

/** An anonymous wishlist with one tour: the Cookie header of its browser and the tour's hash. */
async function anonymousWishlist(hotelId: number): Promise<{ cookie: string; hash: string }> {
  const res = await api.request('POST', '/tours/wishlist', { json: wishlistBody({ hotelId }) });
  expect(res.status).toBe(201);
  const match = /tours_visitor=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  return { cookie: `tours_visitor=${match![1]}`, hash: res.body.hash as string };
}

const wishlistHashes = async (options: { token?: string; cookie?: string }) =>
  (
    (
      await api.request('GET', '/tours/wishlist', {
        ...(options.token ? { token: options.token } : {}),
        headers: options.cookie ? { cookie: options.cookie } : {},
      })
    ).body as Array<{
      hash: string;
    }>
  ).map((element) => element.hash);

describe('an account signed up with somebody else’s e-mail', () => {
  it('following the confirmation link without the password confirms nothing and joins nothing', async () => {
    const victim = 'victim-confirm@example.ru';
    const orderUuid = await guestOrder(victim);
    const wishlist = await anonymousWishlist(1040);
    expect((await api.request('POST', '/users', { json: { email: victim, password: ATTACKER_PASSWORD } })).status).toBe(202);
    const attacker = await api.login(victim, ATTACKER_PASSWORD);

    // The victim's browser follows the mailed link every way there is, without the password.
    const token = await signUpLinkToken(victim);
    const asLoginLink = await api.request('POST', `/private/login_token/${encodeURIComponent(token)}`, { headers: { cookie: wishlist.cookie } });
    expect(asLoginLink.status).toBe(404);
    const noPassword = await api.request('POST', '/users/confirmations', { json: { token }, headers: { cookie: wishlist.cookie } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.error.fields).toEqual({ password: 'Заполните пароль' });
    const wrongPassword = await api.request('POST', '/users/confirmations', {
      json: { token, password: 'victim-guesses' },
      headers: { cookie: wishlist.cookie },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.message).toBe('Пароль не подходит к этому аккаунту. Если вы не регистрировались или не помните пароль, восстановите его.');
    expect(isErrorShape(wrongPassword.body)).toBe(true);

    expect(await emailProved(victim)).toBe(false);
    expect(await orderOwner(orderUuid)).toBeNull();
    expect((await api.request('GET', '/profile/orders', { token: attacker })).body.items).toEqual([]);
    expect((await api.request('GET', `/flights/orders/${orderUuid}`, { token: attacker })).body.passengers[0].documentNumber).not.toBe(
      russianAdult.documentNumber,
    );
    expect(await wishlistHashes({ token: attacker })).toEqual([]);
    expect(await wishlistHashes({ cookie: wishlist.cookie })).toEqual([wishlist.hash]);
  });

  it('a one-time login link revokes the pre-proof password and every session, then the guest data is the mailbox owner’s only', async () => {
    const victim = 'victim-login-link@example.ru';
    const orderUuid = await guestOrder(victim);
    const wishlist = await anonymousWishlist(1041);
    await api.request('POST', '/users', { json: { email: victim, password: ATTACKER_PASSWORD } });
    const attacker = await api.login(victim, ATTACKER_PASSWORD);
    const { id } = (await api.request('GET', '/private/login', { token: attacker })).body;
    const pendingConfirmation = await signUpLinkToken(victim);

    const link = new URL(await api.accounts.issueLoginLink(id)).searchParams.get(accountLinkParams.loginToken)!;
    const signedIn = await api.request('POST', `/private/login_token/${link}`, { headers: { cookie: wishlist.cookie } });
    expect(signedIn.status).toBe(200);
    const owner = signedIn.body.token as string;

    // The attacker's password and session end (no waiting for the clock to move on).
    const attackerLogin = await api.request('POST', '/private/login_check', { json: { email: victim, password: ATTACKER_PASSWORD } });
    expect(attackerLogin.status).toBe(401);
    expect(attackerLogin.body.error.message).toBe('Логин или пароль введены неверно');
    expect((await api.request('GET', '/private/login', { token: attacker })).status).toBe(401);
    expect((await api.request('GET', '/profile/orders', { token: attacker })).status).toBe(401);
    expect(await wishlistHashes({ token: attacker })).toEqual([]);
    // …and so does the confirmation link the attacker's sign-up mailed.
    expect((await api.request('POST', '/users/confirmations', { json: { token: pendingConfirmation, password: ATTACKER_PASSWORD } })).status).toBe(410);

    expect(await emailProved(victim)).toBe(true);
    expect(await orderOwner(orderUuid)).toBe(id);
    const listed = await api.request('GET', '/profile/orders', { token: owner });
    expect(listed.body.items.map((order: { orderUuid: string }) => order.orderUuid)).toEqual([orderUuid]);
    expect(listed.body.items[0].passengers[0].documentNumber).toBe(russianAdult.documentNumber);
    expect(await wishlistHashes({ token: owner })).toEqual([wishlist.hash]);

    // The owner sets a password of their own by recovery; the next login link revokes nothing.
    await api.request('POST', '/users/restorations', { json: { email: victim } });
    const reset = await api.request('PUT', '/users/password', { json: { token: await api.mailedToken(victim, 'token'), password: 'owner-password-1' } });
    expect(reset.status).toBe(200);
    const again = await api.request(
      'POST',
      `/private/login_token/${new URL(await api.accounts.issueLoginLink(id)).searchParams.get(accountLinkParams.loginToken)}`,
    );
    expect(again.status).toBe(200);
    expect(await api.login(victim, 'owner-password-1')).toBeTruthy();
    expect((await api.request('GET', '/private/login', { token: reset.body.token })).status).toBe(200);
  });

  it('a password reset by the mailbox owner ends the earlier sessions at once and joins the guest data', async () => {
    const victim = 'victim-reset@example.ru';
    const orderUuid = await guestOrder(victim);
    const wishlist = await anonymousWishlist(1042);
    await api.request('POST', '/users', { json: { email: victim, password: ATTACKER_PASSWORD } });
    const attacker = await api.login(victim, ATTACKER_PASSWORD);

    await api.request('POST', '/users/restorations', { json: { email: victim } });
    const reset = await api.request('PUT', '/users/password', {
      json: { token: await api.mailedToken(victim, 'token'), password: 'owner-password-2' },
      headers: { cookie: wishlist.cookie },
    });
    expect(reset.status).toBe(200);

    expect((await api.request('GET', '/private/login', { token: attacker })).status).toBe(401);
    expect((await api.request('POST', '/private/login_check', { json: { email: victim, password: ATTACKER_PASSWORD } })).status).toBe(401);
    expect(await emailProved(victim)).toBe(true);
    expect(await orderOwner(orderUuid)).toBe(reset.body.user.id);
    expect(await wishlistHashes({ token: reset.body.token })).toEqual([wishlist.hash]);
  });

  it('a password login never joins guest data to a never-proved account, not even this browser’s wishlist', async () => {
    const victim = 'victim-password-login@example.ru';
    const orderUuid = await guestOrder(victim);
    const wishlist = await anonymousWishlist(1043);
    await api.request('POST', '/users', { json: { email: victim, password: ATTACKER_PASSWORD } });

    const login = await api.request('POST', '/private/login_check', {
      json: { email: victim, password: ATTACKER_PASSWORD },
      headers: { cookie: wishlist.cookie },
    });
    expect(login.status).toBe(200);
    // A wishlist call with the token and the cookie does not join it either, and keeps the cookie.
    const call = await api.request('GET', '/tours/wishlist', { token: login.body.token, headers: { cookie: wishlist.cookie } });
    expect(call.body).toEqual([]);
    expect(call.headers.get('set-cookie') ?? '').not.toMatch(/tours_visitor=;/);

    expect(await orderOwner(orderUuid)).toBeNull();
    expect((await api.request('GET', '/profile/orders', { token: login.body.token })).body.items).toEqual([]);
    expect(await wishlistHashes({ cookie: wishlist.cookie })).toEqual([wishlist.hash]);
  });

  it('an e-mail change to somebody else’s address is not confirmed by its owner following the link', async () => {
    const victim = 'victim-email-change@example.ru';
    const orderUuid = await guestOrder(victim);
    const { token: attacker } = await api.signUp('attacker-email-change@example.ru', ATTACKER_PASSWORD);
    expect((await api.request('PUT', '/private/user', { token: attacker, json: { email: victim, phone: '' } })).status).toBe(200);
    const token = (await api.mailedToken(victim, accountLinkParams.confirmationToken)) ?? (await api.mailedToken(victim, accountLinkParams.loginToken));

    expect((await api.request('POST', `/private/login_token/${encodeURIComponent(token!)}`)).status).toBe(404);
    expect((await api.request('POST', '/users/confirmations', { json: { token, password: 'victim-guesses' } })).status).toBe(401);
    expect((await api.request('GET', '/private/login', { token: attacker })).body.email).toBe('attacker-email-change@example.ru');
    expect(await orderOwner(orderUuid)).toBeNull();
  });
});

describe('POST /users/confirmations', () => {
  it('the owner confirms with the password: proved, signed in, guest orders and this browser’s wishlist joined; the link is single-use', async () => {
    const email = 'honest-guest@example.ru';
    const orderUuid = await guestOrder(email);
    const wishlist = await anonymousWishlist(1044);
    await api.request('POST', '/users', { json: { email, password: 'honest-password-1' }, headers: { cookie: wishlist.cookie } });
    const mail = (await api.request('GET', `/dev/outbox?to=${email}`)).body.messages[0];
    expect(mail.subject).toBe('Подтвердите регистрацию');
    expect(mail.text).toMatch(/введите пароль, заданный при регистрации/);
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:3000\/login\?confirmationToken=[\w%-]+/);
    const token = await signUpLinkToken(email);

    const wrong = await api.request('POST', '/users/confirmations', { json: { token, password: 'typo-password-1' }, headers: { cookie: wishlist.cookie } });
    expect(wrong.status).toBe(401);
    const confirmed = await api.request('POST', '/users/confirmations', {
      json: { token, password: 'honest-password-1' },
      headers: { cookie: wishlist.cookie },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.email).toBe(email);
    expect(await emailProved(email)).toBe(true);
    expect(await orderOwner(orderUuid)).toBe(confirmed.body.user.id);
    const listed = await api.request('GET', '/profile/orders', { token: confirmed.body.token });
    expect(listed.body.items[0].passengers[0].documentNumber).toBe(russianAdult.documentNumber);
    expect(await wishlistHashes({ token: confirmed.body.token })).toEqual([wishlist.hash]);

    const again = await api.request('POST', '/users/confirmations', { json: { token, password: 'honest-password-1' } });
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('GONE');
    // A proved account keeps its password through a later login link.
    const { id } = confirmed.body.user;
    expect((await api.request('POST', `/private/login_token/${new URL(await api.accounts.issueLoginLink(id)).searchParams.get('loginToken')}`)).status).toBe(
      200,
    );
    expect(await api.login(email, 'honest-password-1')).toBeTruthy();
    expect((await api.request('GET', '/private/login', { token: confirmed.body.token })).status).toBe(200);
  });

  it('is 404 for an unknown link, and refuses a login or reset link', async () => {
    const unknown = await api.request('POST', '/users/confirmations', { json: { token: 'made-up', password: 'whatever-1' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Ссылка недействительна или устарела. Запросите новую.');
    const { user } = await api.signUp('other-links@example.ru', 'other-links-1');
    const login = new URL(await api.accounts.issueLoginLink(user.id)).searchParams.get('loginToken');
    expect((await api.request('POST', '/users/confirmations', { json: { token: login, password: 'other-links-1' } })).status).toBe(404);
  });
});
