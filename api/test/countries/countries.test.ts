import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

describe('GET /countries', () => {
  it('lists the ISO 3166-1 countries with Russian names, unique codes, sorted by name', async () => {
    const res = await api.request('GET', '/countries');
    expect(res.status).toBe(200);
    const countries = res.body as Array<{ code: string; name: string }>;
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name).toMatch(/^[А-ЯЁ]/);
    }
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(countries).toContainEqual({ code: 'RU', name: 'Россия' });
    expect(countries).toContainEqual({ code: 'TH', name: 'Таиланд' });
    expect(countries).toContainEqual({ code: 'KZ', name: 'Казахстан' });
    expect(countries.map((c) => c.code)).not.toContain('SU');
    expect(res.headers.get('cache-control')).toContain('max-age');
  });
});
