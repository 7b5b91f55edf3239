import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { passengerIssuesToFields, passengerSchema, savedPassengerInputSchema } from '..';
import { internationalAdult, russianAdult } from './passenger-fixtures';

function fieldsOf(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : passengerIssuesToFields(result.issues);
}

// 27.11.2026 12:00 in Moscow: the site's calendar day is Moscow's.
const TODAY = new Date('2026-11-27T09:00:00Z');

describe('rules judged on today (every passenger form and the API edge)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a birth date after today, in the booking schema and the saved one', () => {
    for (const schema of [passengerSchema, savedPassengerInputSchema]) {
      expect(fieldsOf(schema, { ...russianAdult, birthDate: '01.01.2030' })).toEqual({ birthDate: 'Дата рождения не может быть в будущем' });
      expect(
        fieldsOf(schema, { ...russianAdult, passengerType: 'INFANTILE', documentType: 'BIRTH', documentNumber: 'IVИК765123', birthDate: '28.11.2026' }),
      ).toEqual({
        birthDate: 'Дата рождения не может быть в будущем',
      });
    }
    expect(
      fieldsOf(savedPassengerInputSchema, {
        ...russianAdult,
        passengerType: 'INFANTILE',
        documentType: 'BIRTH',
        documentNumber: 'IVИК765123',
        birthDate: '27.11.2026',
      }),
    ).toEqual({});
  });

  it('refuses a document that expired before today; one valid through today passes', () => {
    expect(fieldsOf(passengerSchema, { ...internationalAdult, documentExpiryDate: '01.01.2020' })).toEqual({
      documentExpiryDate: 'Срок действия документа истёк',
    });
    expect(fieldsOf(passengerSchema, { ...internationalAdult, documentExpiryDate: '26.11.2026' })).toEqual({
      documentExpiryDate: 'Срок действия документа истёк',
    });
    expect(fieldsOf(savedPassengerInputSchema, { ...internationalAdult, documentExpiryDate: '27.11.2026' })).toEqual({});
    // a Russian passport's optional expiry date is checked the same way when given
    expect(fieldsOf(savedPassengerInputSchema, { ...russianAdult, documentExpiryDate: '01.01.2020' })).toEqual({
      documentExpiryDate: 'Срок действия документа истёк',
    });
  });

  it('a saved passenger’s type agrees with the age today (adult 12+, child 2–11, infant under 2)', () => {
    const child = { ...russianAdult, passengerType: 'CHILD', documentType: 'BIRTH', documentNumber: 'IVИК765123' };
    expect(fieldsOf(savedPassengerInputSchema, { ...child, birthDate: '01.01.1980' })).toEqual({ birthDate: 'Ребенку сегодня должно быть от 2 до 11 лет' });
    expect(fieldsOf(savedPassengerInputSchema, { ...child, birthDate: '27.11.2014' })).toEqual({ birthDate: 'Ребенку сегодня должно быть от 2 до 11 лет' });
    expect(fieldsOf(savedPassengerInputSchema, { ...child, birthDate: '28.11.2014' })).toEqual({});
    expect(fieldsOf(savedPassengerInputSchema, { ...russianAdult, birthDate: '28.11.2014' })).toEqual({
      birthDate: 'Взрослому пассажиру сегодня должно быть не меньше 12 лет',
    });
    expect(fieldsOf(savedPassengerInputSchema, { ...child, passengerType: 'INFANTILE', birthDate: '27.11.2024' })).toEqual({
      birthDate: 'Младенцу сегодня должно быть меньше 2 лет',
    });
    // the booking judges the type on its departure date instead, so the plain schema leaves it alone
    expect(fieldsOf(passengerSchema, { ...child, birthDate: '01.01.1980' })).toEqual({});
  });

  it('reports the tester’s child of 1980 with an expired passport on both fields at once', () => {
    const input = { ...russianAdult, passengerType: 'CHILD', birthDate: '01.01.1980', documentExpiryDate: '01.01.2020' };
    expect(fieldsOf(savedPassengerInputSchema, input)).toEqual({
      birthDate: 'Ребенку сегодня должно быть от 2 до 11 лет',
      documentExpiryDate: 'Срок действия документа истёк',
    });
  });
});
