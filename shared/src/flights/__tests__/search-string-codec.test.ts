import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSearchString, encodeSearchString, MAX_SEARCH_STRING_LENGTH, SEARCH_STRING_PATTERN } from '..';
import flightSearchStart from '../flight-search-start.json' with { type: 'json' };
import { searchParamsArbitrary, simpleSearchParamsArbitrary } from './search-params-arbitrary';

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
    expect(decodeSearchString(text, today)).toMatchObject({ ok: false, message });
  });

  it('decodes a chained multi-city search, each date on or after the one before', () => {
    expect(decodeSearchString('MOW2512IST2812AYT0301MOW1', today)).toEqual({
      ok: true,
      value: {
        origin: 'MOW',
        destination: 'IST',
        departureDate: '2026-12-25',
        returnDate: null,
        adults: 1,
        children: 0,
        infants: 0,
        isBusiness: false,
        legs: [
          { origin: 'MOW', destination: 'IST', date: '2026-12-25' },
          { origin: 'IST', destination: 'AYT', date: '2026-12-28' },
          { origin: 'AYT', destination: 'MOW', date: '2027-01-03' },
        ],
      },
    });
  });

  it('decodes an open jaw: a leg from elsewhere after a dash', () => {
    const result = decodeSearchString('mow2512led-kgd0301mow210b', today);
    expect(result.ok && result.value.legs).toEqual([
      { origin: 'MOW', destination: 'LED', date: '2026-12-25' },
      { origin: 'KGD', destination: 'MOW', date: '2027-01-03' },
    ]);
    expect(result.ok && [result.value.adults, result.value.children, result.value.infants, result.value.isBusiness]).toEqual([2, 1, 0, true]);
  });

  it('writes chained legs without their origin and legs from elsewhere with a dash', () => {
    const chained = decodeSearchString('MOW2512IST2812AYT0301MOW1', today);
    const openJaw = decodeSearchString('MOW2512LED-KGD0301MOW1', today);
    expect(chained.ok && encodeSearchString(chained.value)).toBe('MOW2512IST2812AYT0301MOW1');
    expect(openJaw.ok && encodeSearchString(openJaw.value)).toBe('MOW2512LED-KGD0301MOW1');
    // A dash before a leg that does leave from the last destination is read, and written without it.
    const redundant = decodeSearchString('MOW2512IST-IST2812AYT1', today);
    expect(redundant.ok && encodeSearchString(redundant.value)).toBe('MOW2512IST2812AYT1');
  });

  it('every one-way and return string of the old layout decodes as before', () => {
    fc.assert(
      fc.property(simpleSearchParamsArbitrary(today), (params) => {
        const text = encodeSearchString(params);
        expect(text).toMatch(/^[A-Z]{3}\d{4}[A-Z]{3}(\d{4})?(\d|\d{3})B?$/);
        expect(decodeSearchString(text, today)).toEqual({ ok: true, value: params });
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['MOW2512IST2812IST1', 'Города вылета и прилёта должны различаться'],
    ['MOW2512IST3202AYT1', 'Некорректная дата перелёта'],
    ['MOW2512A1B2C3', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
    ['MOW2512IST2612AYT2712BCN2812MOW2912LED3012KZN3112MOW1', 'В сложном маршруте от 2 до 6 перелётов'],
    ['MOW2512IST2812AYT0', 'Нужен хотя бы один взрослый пассажир'],
    ['MOW2512IST2812AYT30121', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
    ['MOW2512IST2812AYT-', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
    ['MOW2512LEDKGD0301MOW1', 'Некорректная ссылка на поиск: ожидается вид MOW2512LED30121'],
  ])('rejects the multi-city %j', (text, message) => {
    expect(decodeSearchString(text, today)).toMatchObject({ ok: false, message });
  });

  it('never throws on strings shaped like multi-city ones', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{3}\d{4}[A-Z]{3}((-[A-Z]{3})?\d{4}[A-Z]{3}){0,7}-?\d{0,8}B?$/), (text) => {
        const result = decodeSearchString(text, today);
        if (!result.ok) expect(result.message).toMatch(/[А-Яа-яЁё]/);
        else expect(decodeSearchString(encodeSearchString(result.value), today)).toEqual(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('writes only strings of its pattern, up to its longest (what the early script and the API check first)', () => {
    expect(flightSearchStart.searchStringPattern).toBe(SEARCH_STRING_PATTERN);
    expect(SEARCH_STRING_PATTERN.endsWith(`,${MAX_SEARCH_STRING_LENGTH}}`)).toBe(true);
    const shape = new RegExp(`^(?:${SEARCH_STRING_PATTERN})$`);
    fc.assert(
      fc.property(paramsArb, (params) => {
        expect(encodeSearchString(params)).toMatch(shape);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects non-strings without throwing', () => {
    expect(decodeSearchString(undefined, today).ok).toBe(false);
    expect(decodeSearchString({}, today).ok).toBe(false);
  });

  describe('what a broken string still says (the results form starts from it)', () => {
    const defaults = { adults: 1, children: 0, infants: 0, isBusiness: false };
    const readOf = (text: string) => {
      const result = decodeSearchString(text, today);
      if (result.ok) throw new Error(`${text} decodes`);
      return result.read;
    };

    it('reads each piece only after every piece before it, the defaults for the rest', () => {
      expect(readOf('hello')).toEqual({ origin: null, destination: null, departureDate: null, returnDate: null, ...defaults });
      expect(readOf('MOW3102LED2')).toEqual({ origin: 'MOW', destination: 'LED', departureDate: null, returnDate: null, ...defaults, adults: 2 });
      expect(readOf('MOW2512')).toEqual({ origin: 'MOW', destination: null, departureDate: '2026-12-25', returnDate: null, ...defaults });
      expect(readOf('MOW2512LED3012102B')).toEqual({
        origin: 'MOW',
        destination: 'LED',
        departureDate: '2026-12-25',
        returnDate: '2026-12-30',
        ...defaults,
        isBusiness: true,
      });
    });

    it("a way back is read only on or after its departure, and a city code's B is no business class", () => {
      // 05.02 then 30.12: the way back is a year on, beyond the horizon, not the December before.
      expect(readOf('MOW0502LED30121')).toMatchObject({ departureDate: '2027-02-05', returnDate: null });
      expect(readOf('MOW3113IST2812BCN1')).toEqual({ origin: 'MOW', destination: 'IST', departureDate: null, returnDate: null, ...defaults });
    });

    it('reads a multi-city string as far as its legs make a trip, its passengers when valid', () => {
      expect(readOf('MOW2512IST2812AYT3113MOW2B')).toEqual({
        origin: 'MOW',
        destination: 'IST',
        departureDate: '2026-12-25',
        returnDate: null,
        ...defaults,
        adults: 2,
        isBusiness: true,
        legs: [
          { origin: 'MOW', destination: 'IST', date: '2026-12-25' },
          { origin: 'IST', destination: 'AYT', date: '2026-12-28' },
        ],
      });
      expect(readOf('MOW2512IST2812AYT010')).toMatchObject(defaults);
      expect(readOf('MOW2512IST2812AYT43').adults).toBe(4);
    });
  });
});
