import { contentPageSlugs } from 'shared/node';
import { describe, expect, it } from 'vitest';
import { extraServiceTariffs } from '../../src/extra-services/extra-service-tariffs.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('GET /pages/{slug}', () => {
  it.each(contentPageSlugs)('answers %s with a Russian title and a structured body', async (slug) => {
    const res = await api.request('GET', `/pages/${slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['body', 'slug', 'title']);
    expect(res.body.slug).toBe(slug);
    expect(res.body.title).toMatch(/[А-Яа-я]/);
    expect(res.body.body).toMatch(/<h2>|<h3>/);
    expect(res.body.body).toMatch(/<(ul|ol|dl)>/);
    expect(res.body.body).toMatch(/<a href="\//);
    expect(res.body.body.replace(/<[^>]+>/g, '').length).toBeGreaterThan(600);
    expect(res.body.body).not.toMatch(/lorem|ipsum/i);
  });

  it('lists every extra-service price from the shared tariffs module on feature-tariffs', async () => {
    const { body } = (await api.request('GET', '/pages/feature-tariffs')).body;
    expect(body).toContain('<table>');
    for (const tariff of extraServiceTariffs) {
      expect(body).toContain(tariff.title);
      expect(body).toContain(`${new Intl.NumberFormat('ru-RU').format(tariff.priceRub)}\u00a0₽`);
    }
    expect(extraServiceTariffs.map((t) => t.code).sort()).toEqual(['BAGGAGE', 'INSURANCE', 'REFUND_GUARANTEE', 'SEAT', 'SMS']);
  });

  it('has at least one table and external links across the pages', async () => {
    const bodies = await Promise.all(contentPageSlugs.map(async (slug) => (await api.request('GET', `/pages/${slug}`)).body.body as string));
    expect(bodies.filter((b) => b.includes('<table>')).length).toBeGreaterThanOrEqual(3);
    expect(bodies.some((b) => /href="https:\/\//.test(b))).toBe(true);
  });

  it.each(['nope', 'ABOUT', '..%2F..%2Fetc', 'x'.repeat(300), 'about%00'])('answers the unknown slug %s with 404 and the not-found flag', async (slug) => {
    const res = await api.request('GET', `/pages/${slug}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Страница не найдена' }, notFound: true });
  });

  it('sanitises on read as well: a script written into the table straight is not served', async () => {
    await api.db.query("UPDATE pages SET body = body || '<script>alert(1)</script><p onclick=\"x()\">tail</p>' WHERE slug = 'about'");
    const res = await api.request('GET', '/pages/about');
    expect(res.body.body).not.toContain('<script');
    expect(res.body.body).not.toContain('onclick');
    expect(res.body.body).toContain('<p>tail</p>');
  });
});
