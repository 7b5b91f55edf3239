import { hasBookingDraft, readBookingDraft, writeBookingDraft } from '../booking-draft';
import type { BookingFormValues } from '../booking-form-values';

const values = {
  passengers: [
    {
      passengerType: 'ADULT',
      gender: 'f',
      lastName: 'Иванова',
      firstName: 'Анна',
      middleName: '',
      birthDate: '01.02.1990',
      citizenship: 'RU',
      documentType: 'PASSPORT',
      documentNumber: '4510123456',
      documentExpiryDate: '',
    },
  ],
  contacts: { email: 'anna@example.ru', phone: '+79001234567' },
  savePassenger: [false],
} as BookingFormValues;

beforeEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('is shown again to the account that typed it', () => {
    writeBookingDraft('offer-1', 'MOW2312LED1', values, 'user-a');
    expect(readBookingDraft('offer-1', 'MOW2312LED1', ['ADULT'], 'user-a')).toEqual(values);
    expect(hasBookingDraft('MOW2312LED1', 'user-a')).toBe(true);
  });

  it('is never shown to the next account signed in in the same tab, nor signed out', () => {
    writeBookingDraft('offer-1', 'MOW2312LED1', values, 'user-a');
    expect(readBookingDraft('offer-1', 'MOW2312LED1', ['ADULT'], 'user-b')).toBeNull();
    expect(readBookingDraft('offer-1', 'MOW2312LED1', ['ADULT'], null)).toBeNull();
    expect(hasBookingDraft('MOW2312LED1', 'user-b')).toBe(false);
  });

  it('typed signed out, follows the traveller into their account (the picker login round trip)', () => {
    writeBookingDraft('offer-1', 'MOW2312LED1', values, null);
    expect(readBookingDraft('offer-1', 'MOW2312LED1', ['ADULT'], 'user-a')).toEqual(values);
  });
});
