import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSearchString, encodeSearchString } from '..';
import { searchParamsArbitrary } from './search-params-arbitrary';

const today = '2026-11-22';
const paramsArb = searchParamsArbitrary(today);

describe('search string codec', () => {
  it('decodes the example from the design', () => {
    expect(decodeSearchString('MOW2512LED30121', today)).toEqual({
      ok: true,
      value: {
        origin: 'MOW',
        destination: 'LED',
        departureDate: '2026-12-25',
        returnDate: '2026-12-30',
        adults: 1,
        children: 0,
        infants: 0,
        isBusiness: false,
      },
    });
  });

  it('rolls dates over the new year', () => {
    const result = decodeSearchString('MOW2812AER0501210B', today);
    expect(result).toEqual({
      ok: true,
      value: { origin: 'MOW', destination: 'AER', departureDate: '2026-12-28', returnDate: '2027-01-05', adults: 2, children: 1, infants: 0, isBusiness: true },
    });
  });

  it('encode → decode is the identity', () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        expect(decodeSearchString(encodeSearchString(params), today)).toEqual({ ok: true, value: params });
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws and answers a Russian message for any other string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Z]{3}\d{4}[A-Z]{3}\d{0,8}B?$/)), (text) => {
        const result = decodeSearchString(text, today);
        if (!result.ok) expect(result.message).toMatch(/[А-Яа-яЁё]/);
        // Non-canonical forms ('…100' for one adult) decode to the same search as their canonical form.
        else expect(decodeSearchString(encodeSearchString(result.value), today)).toEqual(result);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
    ['MOW2512MOW1', 'Города вылета и прилёта должны различаться'],
    ['MOW3102LED1', 'Некорректная дата вылета'],
    ['MOW2512LED3213', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
    ['MOW2512LED3213001', 'Некорректная дата обратного вылета'],
    ['MOW2512LED0', 'Нужен хотя бы один взрослый пассажир'],
    ['MOW2512LED102', 'Младенцев не может быть больше, чем взрослых'],
    ['MOW2512LED550', 'Можно выбрать не больше 9 пассажиров с местом'],
  ])('rejects %j', (text, message) => {
    expect(decodeSearchString(text, today)).toEqual({ ok: false, message });
  });

  it('rejects non-strings without throwing', () => {
    expect(decodeSearchString(undefined, today).ok).toBe(false);
    expect(decodeSearchString({}, today).ok).toBe(false);
  });
});
