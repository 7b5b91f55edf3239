import * as v from 'valibot';
import { internationalAdult, russianAdult } from '../../passengers/__tests__/passenger-fixtures';
import { passengerSchema } from '../../passengers/passenger-schema';
import { emptyPassenger, formResolver, icaoSpelling, type PassengerFormValues } from '..';

// The form's resolver is the API's schema: every rule of docs/product-rules.md §5 with its exact
// text, per document type, as the booking and profile forms will show it.
const resolve = formResolver<PassengerFormValues, typeof passengerSchema>(passengerSchema);
async function messages(values: PassengerFormValues): Promise<Record<string, string>> {
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, String((error as { message: string }).message)]));
}

const valid: Record<PassengerFormValues['documentType'], PassengerFormValues> = {
  PASSPORT: { ...emptyPassenger('ADULT'), ...russianAdult },
  INT_PASSPORT: { ...emptyPassenger('ADULT'), ...internationalAdult },
  BIRTH: {
    ...emptyPassenger('CHILD'),
    gender: 'f',
    lastName: 'Иванова',
    firstName: 'Мария',
    middleName: 'Ивановна',
    birthDate: '10.06.2018',
    documentType: 'BIRTH',
    documentNumber: 'IVИК765123',
  },
  FOREIGN_PASSPORT: {
    ...emptyPassenger('ADULT'),
    gender: 'm',
    lastName: 'Smith',
    firstName: 'John',
    birthDate: '03.03.1980',
    citizenship: 'GB',
    documentType: 'FOREIGN_PASSPORT',
    documentNumber: 'AB1234',
    documentExpiryDate: '01.01.2031',
  },
};

describe.each(Object.entries(valid))('a passenger on %s', (documentType, passenger) => {
  it('passes as typed, trimmed', async () => {
    expect(await messages({ ...passenger, lastName: `  ${passenger.lastName} ` })).toEqual({});
    const { values } = await resolve({ ...passenger, lastName: `  ${passenger.lastName} ` }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(values).toMatchObject({ lastName: passenger.lastName });
  });

  it("says 'Обязательное поле' for an empty last name, first name and document number", async () => {
    expect(await messages({ ...passenger, lastName: ' ', firstName: '', documentNumber: '' })).toEqual({
      lastName: 'Обязательное поле',
      firstName: 'Обязательное поле',
      documentNumber: 'Обязательное поле',
    });
  });

  it("says 'Заполните дату в формате ДД.ММ.ГГГГ' for a birth date that is not one", async () => {
    for (const birthDate of ['1985-02-01', '1.2.1985'])
      expect(await messages({ ...passenger, birthDate })).toEqual({ birthDate: 'Заполните дату в формате ДД.ММ.ГГГГ' });
  });

  it("says 'Такой даты нет' for a birth date in the format that the calendar lacks", async () => {
    expect(await messages({ ...passenger, birthDate: '31.02.1985' })).toEqual({ birthDate: 'Такой даты нет' });
  });

  const domestic = documentType === 'PASSPORT' || documentType === 'BIRTH';
  it(domestic ? 'requires the middle name, not the expiry date' : 'requires the expiry date, not the middle name', async () => {
    const fields = await messages({ ...passenger, middleName: '', documentExpiryDate: '' });
    expect(fields).toEqual(domestic ? { middleName: 'Обязательное поле' } : { documentExpiryDate: 'Обязательное поле' });
  });
});

const nameCases: [PassengerFormValues['documentType'], Partial<PassengerFormValues>, Record<string, string>][] = [
  [
    'PASSPORT',
    { lastName: 'Ivanov', firstName: 'Ivan', middleName: 'Ivanovich' },
    {
      lastName: 'Заполните фамилию русскими буквами, как в документе',
      firstName: 'Заполните имя русскими буквами, как в документе',
      middleName: 'Заполните отчество русскими буквами, как в документе',
    },
  ],
  ['BIRTH', { firstName: 'Maria1' }, { firstName: 'Заполните имя русскими буквами, как в документе' }],
  [
    'INT_PASSPORT',
    { lastName: 'Петрова', firstName: 'Анна', middleName: 'Ивановна' },
    {
      lastName: 'Заполните фамилию латинскими буквами, как в паспорте',
      firstName: 'Заполните имя латинскими буквами, как в паспорте',
      middleName: 'Заполните отчество латинскими буквами, как в паспорте',
    },
  ],
  ['FOREIGN_PASSPORT', { lastName: 'Смит' }, { lastName: 'Заполните фамилию латинскими буквами, как в паспорте' }],
];
it.each(nameCases)('checks the name alphabet of %s', async (documentType, names, expected) => {
  expect(await messages({ ...valid[documentType], ...names })).toEqual(expected);
});

const numberCases: [PassengerFormValues['documentType'], string[], string[], string][] = [
  ['PASSPORT', ['4510123456'], ['451012345', '45101234567', '4510 123456', '45101234ab'], '10 цифр без пробела'],
  ['INT_PASSPORT', ['751234567'], ['75123456', '7512345678', '75 1234567'], '9 цифр без пробела'],
  [
    'BIRTH',
    ['IVИК765123', 'IЖ123456', 'XVIIАБ000001'],
    ['IV-ИК765123', 'IVИК 765123', '№IVИК765123', 'IVIK765123', 'IVИК76512'],
    'Без дефисов, пробелов и знака "№", например: IVИК765123',
  ],
  ['FOREIGN_PASSPORT', ['AB1234', '12345678', 'X1Y2Z3'], ['ab1234', 'AB1', 'AB 1234', 'АВ1234'], 'Только заглавные латинские буквы и цифры'],
];
describe.each(numberCases)('the %s number', (documentType, good, bad, message) => {
  it.each(good)('accepts %s', async (documentNumber) => expect(await messages({ ...valid[documentType], documentNumber })).toEqual({}));
  it.each(bad)(`refuses %s with '${message}'`, async (documentNumber) =>
    expect(await messages({ ...valid[documentType], documentNumber })).toEqual({ documentNumber: message }),
  );
});

describe('the default document (docs/product-rules.md §4)', () => {
  it.each([
    ['ADULT', ['PASSPORT', 'INT_PASSPORT', 'BIRTH'], 'PASSPORT'],
    ['ADULT', ['INT_PASSPORT', 'FOREIGN_PASSPORT'], 'INT_PASSPORT'],
    ['CHILD', ['PASSPORT', 'INT_PASSPORT', 'BIRTH'], 'BIRTH'],
    ['INFANTILE', ['BIRTH', 'INT_PASSPORT'], 'BIRTH'],
    ['CHILD', ['INT_PASSPORT'], 'INT_PASSPORT'],
    ['ADULT', null, 'INT_PASSPORT'],
  ] as const)('%s with %j gets %s', (type, allowed, expected) => expect(emptyPassenger(type, allowed).documentType).toBe(expected));
});

describe('ICAO Doc 9303 spelling', () => {
  it.each([
    ['Юлия', 'IULIIA'],
    ['Щукин', 'SHCHUKIN'],
    ['Андреевич', 'ANDREEVICH'],
    [' Ёлкина ', 'ELKINA'],
  ])('%s → %s', (name, spelt) => expect(icaoSpelling(name)).toBe(spelt));
  it('has nothing to say about a Latin name', () => expect(icaoSpelling('Ivanov')).toBeNull());
  it('its spelling passes the Latin-name rule', async () => {
    expect(await messages({ ...valid.INT_PASSPORT, lastName: icaoSpelling('Щербакова-Юрьева')! })).toEqual({});
  });
});

it('the resolver and the API edge agree: one schema', () => {
  expect(v.safeParse(passengerSchema, valid.BIRTH).success).toBe(true);
});
