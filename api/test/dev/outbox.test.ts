import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const production = useTestApi({ nodeEnv: 'production', seedDemo: false });

describe('GET /dev/outbox', () => {
  it('lists mails newest first, filtered by recipient (any case)', async () => {
    await api.mailer.send({ to: 'reader@example.ru', subject: 'Первое', text: 'один', html: '<p>один</p>' });
    await api.mailer.send({ to: 'other@example.ru', subject: 'Чужое', text: 'x', html: 'x' });
    await api.mailer.send({ to: 'reader@example.ru', subject: 'Второе', text: 'два', html: '<p>два</p>' });
    const res = await api.request('GET', '/dev/outbox?to=Reader@Example.ru');
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { subject: string }) => m.subject)).toEqual(['Второе', 'Первое']);
    expect(res.body.messages[0]).toEqual({
      id: expect.any(String),
      to: 'reader@example.ru',
      subject: 'Второе',
      text: 'два',
      html: '<p>два</p>',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(res.body.messages[0].createdAt))).toBe(false);
    const all = await api.request('GET', '/dev/outbox');
    expect(all.body.messages.length).toBeGreaterThanOrEqual(3);
  });

  it('does not exist in production', async () => {
    const res = await production.request('GET', '/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
