import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultDocumentType, passengerIssuesToFields, passengerSchema, passengerTypeOn } from '..';
import { internationalAdult, russianAdult } from './passenger-fixtures';

function fieldsOf(input: unknown): Record<string, string> {
  const result = v.safeParse(passengerSchema, input);
  return result.success ? {} : passengerIssuesToFields(result.issues);
}

describe('passengerSchema (product rules §5)', () => {
  it('accepts a Russian passport holder with Cyrillic names and no expiry date', () => {
    expect(fieldsOf(russianAdult)).toEqual({});
  });

  it('requires Cyrillic names for PASSPORT with the product-rules texts (§5)', () => {
    expect(fieldsOf({ ...russianAdult, firstName: 'Ivan', middleName: 'Ivanovich', lastName: 'Ivanov' })).toEqual({
      firstName: 'Заполните имя русскими буквами, как в документе',
      middleName: 'Заполните отчество русскими буквами, как в документе',
      lastName: 'Заполните фамилию русскими буквами, как в документе',
    });
  });

  it('requires Latin names for INT_PASSPORT with the product-rules texts (§5)', () => {
    expect(fieldsOf({ ...russianAdult, documentType: 'INT_PASSPORT', documentNumber: '751234567', documentExpiryDate: '01.01.2030' })).toEqual({
      firstName: 'Заполните имя латинскими буквами, как в паспорте',
      middleName: 'Заполните отчество латинскими буквами, как в паспорте',
      lastName: 'Заполните фамилию латинскими буквами, как в паспорте',
    });
  });

  it('requires the middle name only for PASSPORT and BIRTH', () => {
    expect(fieldsOf({ ...russianAdult, middleName: '' })).toEqual({ middleName: 'Обязательное поле' });
    expect(
      fieldsOf({
        ...russianAdult,
        lastName: 'Smith',
        firstName: 'John',
        middleName: '',
        documentType: 'FOREIGN_PASSPORT',
        documentNumber: 'AB1234',
        documentExpiryDate: '01.01.2031',
      }),
    ).toEqual({});
  });

  it('requires the expiry date for every type except PASSPORT and BIRTH', () => {
    expect(
      fieldsOf({ ...russianAdult, lastName: 'Ivanov', firstName: 'Ivan', middleName: '', documentType: 'INT_PASSPORT', documentNumber: '751234567' }),
    ).toEqual({
      documentExpiryDate: 'Обязательное поле',
    });
  });

  it('checks the date format', () => {
    expect(fieldsOf({ ...russianAdult, birthDate: '1985-02-01' })).toEqual({ birthDate: 'Заполните дату в формате ДД.ММ.ГГГГ' });
    expect(fieldsOf({ ...russianAdult, birthDate: '1.2.1985' })).toEqual({ birthDate: 'Заполните дату в формате ДД.ММ.ГГГГ' });
  });

  it('says a date in the format that the calendar lacks does not exist, in birth and expiry dates alike', () => {
    expect(fieldsOf({ ...russianAdult, birthDate: '31.02.2000' })).toEqual({ birthDate: 'Такой даты нет' });
    expect(fieldsOf({ ...russianAdult, birthDate: '29.02.2001' })).toEqual({ birthDate: 'Такой даты нет' });
    expect(fieldsOf({ ...internationalAdult, documentExpiryDate: '31.04.2031' })).toEqual({ documentExpiryDate: 'Такой даты нет' });
    expect(fieldsOf({ ...russianAdult, birthDate: '01.01.1899' })).toEqual({ birthDate: 'Укажите дату не раньше 1900 года' });
  });

  it.each([
    ['PASSPORT', '451012345', '10 цифр без пробела'],
    ['PASSPORT', '45 10123456', '10 цифр без пробела'],
    ['INT_PASSPORT', '7512345678', '9 цифр без пробела'],
    ['BIRTH', 'IV-ИК765123', 'Без дефисов, пробелов и знака "№", например: IVИК765123'],
    ['BIRTH', '№IVИК765123', 'Без дефисов, пробелов и знака "№", например: IVИК765123'],
    ['FOREIGN_PASSPORT', 'ab12', 'Только заглавные латинские буквы и цифры'],
    ['FOREIGN_PASSPORT', 'AB1', 'Только заглавные латинские буквы и цифры'],
  ])('rejects %s number %s', (documentType, documentNumber, message) => {
    const latin = documentType === 'INT_PASSPORT' || documentType === 'FOREIGN_PASSPORT';
    const input = latin
      ? { ...russianAdult, lastName: 'Ivanov', firstName: 'Ivan', middleName: '', documentExpiryDate: '01.01.2031', documentType, documentNumber }
      : { ...russianAdult, documentType, documentNumber };
    expect(fieldsOf(input)).toEqual({ documentNumber: message });
  });

  it('accepts a birth certificate like IVИК765123', () => {
    expect(fieldsOf({ ...russianAdult, passengerType: 'CHILD', documentType: 'BIRTH', documentNumber: 'IVИК765123' })).toEqual({});
  });

  it('refuses input that is not an object with issues instead of throwing (the API answered 500)', () => {
    for (const input of [null, undefined, 42, 'text', true, [], [russianAdult]]) {
      const result = v.safeParse(passengerSchema, input);
      expect(result.success, JSON.stringify(input)).toBe(false);
    }
  });

  it('still checks names and the document number when another field is invalid', () => {
    expect(fieldsOf({ ...russianAdult, gender: 'x', firstName: 'Ivan', documentNumber: '12' })).toMatchObject({
      firstName: 'Заполните имя русскими буквами, как в документе',
      documentNumber: expect.any(String),
    });
  });

  it('says "Обязательное поле" for missing required fields', () => {
    expect(fieldsOf({ ...russianAdult, firstName: '  ', documentNumber: '' })).toEqual({
      firstName: 'Обязательное поле',
      documentNumber: 'Обязательное поле',
    });
  });
});

describe('default document rule (product rules §4)', () => {
  it('gives PASSPORT to an adult and BIRTH to a child when allowed', () => {
    const domestic = ['PASSPORT', 'BIRTH', 'INT_PASSPORT', 'FOREIGN_PASSPORT'] as const;
    expect(defaultDocumentType('ADULT', domestic)).toBe('PASSPORT');
    expect(defaultDocumentType('CHILD', domestic)).toBe('BIRTH');
    expect(defaultDocumentType('INFANTILE', domestic)).toBe('BIRTH');
  });
  it('falls back to INT_PASSPORT', () => {
    expect(defaultDocumentType('ADULT', ['INT_PASSPORT', 'FOREIGN_PASSPORT'])).toBe('INT_PASSPORT');
    expect(defaultDocumentType('CHILD', ['INT_PASSPORT'])).toBe('INT_PASSPORT');
    expect(defaultDocumentType('ADULT')).toBe('INT_PASSPORT');
    expect(defaultDocumentType('CHILD', null)).toBe('INT_PASSPORT');
  });
});

describe('passenger dates', () => {
  it('derives the passenger type on the departure date', () => {
    expect(passengerTypeOn('2014-06-10', '2026-06-10')).toBe('ADULT');
    expect(passengerTypeOn('2014-06-11', '2026-06-10')).toBe('CHILD');
    expect(passengerTypeOn('2024-06-10', '2026-06-10')).toBe('CHILD');
    expect(passengerTypeOn('2024-06-11', '2026-06-10')).toBe('INFANTILE');
  });
});
