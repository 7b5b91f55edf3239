import { spawnSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The API base the deployment under test uses, read from its own /config.json (never guessed). */
export async function apiBaseOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/config.json');
  expect(response.ok(), '/config.json answers').toBe(true);
  const config = (await response.json()) as { apiBase?: string };
  if (!config.apiBase) throw new Error('/config.json has no apiBase');
  // A one-origin deployment serves the API under a path (`/api`): resolve it against the site.
  return new URL(config.apiBase, response.url()).href.replace(/\/+$/, '');
}

/** A fresh address per test run, so the journey never meets an account from an earlier run. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.ru`;
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/**
 * Mails to `to`, newest first. A production deployment has no `/dev/outbox`: given its database
 * (`E2E_OUTBOX_DATABASE_URL`, the production topology test sets it) the mails are read from the
 * `outbox` table the mailer writes every mail to first, through Debian's psql.
 */
async function mailsTo(request: APIRequestContext, apiBase: string, to: string): Promise<OutboxMessage[] | string> {
  const databaseUrl = process.env.E2E_OUTBOX_DATABASE_URL;
  if (!databaseUrl) {
    const response = await request.get(`${apiBase}/dev/outbox`, { params: { to } });
    if (!response.ok()) return `HTTP ${response.status()}`;
    return ((await response.json()) as { messages: OutboxMessage[] }).messages;
  }
  const query = `SELECT coalesce(json_agg(json_build_object('id', id, 'to', recipient, 'subject', subject, 'text', text_body, 'html', html_body, 'createdAt', created_at) ORDER BY seq DESC), '[]')
    FROM outbox WHERE lower(recipient) = lower(:'to')`;
  const psql = spawnSync('psql', [databaseUrl, '-AtX', '-v', 'ON_ERROR_STOP=1', '-v', `to=${to}`], { input: query, encoding: 'utf8' });
  if (psql.status !== 0) return `psql: ${psql.stderr || psql.error}`;
  return JSON.parse(psql.stdout) as OutboxMessage[];
}

/** The newest mail to an address whose subject or text matches, from the dev outbox (`GET /dev/outbox?to=`), waiting for it. */
export async function latestMailTo(request: APIRequestContext, apiBase: string, to: string, pattern: RegExp): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailsTo(request, apiBase, to);
        if (typeof messages === 'string') return messages;
        found = messages.find((message) => pattern.test(message.subject) || pattern.test(message.text));
        return found ? 'found' : `${messages.length} messages, none matching`;
      },
      { message: `mail to ${to} in the outbox`, timeout: 10_000 },
    )
    .toBe('found');
  return found!;
}

/** The reset token from the e-mailed `/reset-password?token=…` link. */
export function resetTokenFrom(mail: OutboxMessage): string {
  const match = /\/reset-password\?token=([^\s"'<>&]+)/.exec(mail.text) ?? /\/reset-password\?token=([^\s"'<>&]+)/.exec(mail.html);
  if (!match?.[1]) throw new Error(`no reset link in the mail: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/**
 * The confirmation path (`/login?confirmationToken=…`) from a mailed sign-up or new-e-mail
 * confirmation; the page asks for the account's password.
 */
export function confirmationLinkFrom(mail: OutboxMessage): string {
  const match = /\/login\?confirmationToken=([^\s"'<>&]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no confirmation link in the mail: ${mail.text}`);
  return `/login?confirmationToken=${match[1]}`;
}

/** On the confirmation page: types the account's password and confirms. */
export async function confirmWithPassword(page: Page, password: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Подтверждение e-mail' })).toBeVisible();
  await page.getByLabel('Пароль:', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Подтвердить и войти' }).click();
}

/**
 * Creates an account straight through the API (XSRF cookie first, as the site does) and returns
 * its token, for tests that need a signed-in person but are not about signing up.
 */
export async function createAccount(page: Page, apiBase: string, email: string, password: string): Promise<string> {
  const request = page.context().request;
  await request.get(`${apiBase}/xsrf`);
  const cookies = await page.context().cookies(apiBase);
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('the API set no XSRF-TOKEN cookie');
  const response = await request.post(`${apiBase}/users`, {
    data: { email, password, isNewsletter: true },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { token?: string };
  if (body.token) return body.token;
  const login = await request.post(`${apiBase}/private/login_check`, { data: { email, password }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  return ((await login.json()) as { token: string }).token;
}
