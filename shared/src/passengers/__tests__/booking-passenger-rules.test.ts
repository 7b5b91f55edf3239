import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingPassengerIssues, passengerSchema, type Passenger } from '..';

const context = {
  departureDate: '2027-03-10',
  lastFlightDate: '2027-03-17',
  allowedDocumentTypes: ['INT_PASSPORT', 'FOREIGN_PASSPORT'] as const,
  passengers: { adults: 1, children: 1, infants: 0 },
};

const parse = (input: unknown): Passenger => v.parse(passengerSchema, input);
const adult = parse({
  passengerType: 'ADULT',
  gender: 'f',
  lastName: 'Petrova',
  firstName: 'Anna',
  birthDate: '15.07.1990',
  documentType: 'INT_PASSPORT',
  documentNumber: '751234567',
  documentExpiryDate: '01.01.2030',
});
const child = parse({ ...adult, passengerType: 'CHILD', firstName: 'Olga', birthDate: '10.03.2020' });

describe('bookingPassengerIssues', () => {
  it('accepts passengers that match the offer', () => {
    expect(bookingPassengerIssues([adult, child], context)).toEqual({});
  });

  it('checks age on the departure date, documents allowed on the route, expiry and counts', () => {
    const issues = bookingPassengerIssues(
      [
        { ...adult, documentType: 'PASSPORT', documentNumber: '4510123456' },
        { ...child, birthDate: '11.03.2025', documentExpiryDate: '16.03.2027' },
      ],
      context,
    );
    expect(issues).toEqual({
      'passengers.0.documentType': 'Этот документ нельзя использовать на данном маршруте',
      'passengers.1.birthDate': 'Ребенку должно быть от 2 до 11 лет на дату вылета',
      'passengers.1.documentExpiryDate': 'Срок действия документа истекает до окончания поездки',
    });
    expect(bookingPassengerIssues([adult], context).passengers).toMatch(/детей — 1/);
  });
});
