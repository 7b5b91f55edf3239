// Answers of the API that pass their shared schemas (the request tests prove it), for
// tests that need a realistic offer, order or payment without the API. Override what a test needs.
const moscow = { code: 'SVO', name: 'Шереметьево', cityCode: 'MOW', city: 'Москва', country: 'Россия' };
const petersburg = { code: 'LED', name: 'Пулково', cityCode: 'LED', city: 'Санкт-Петербург', country: 'Россия' };

export const samplePlace = {
  type: 'city' as const,
  cityId: 'MOW',
  city: 'Москва',
  country: 'Россия',
  code: 'MOW',
  name: 'Москва',
  nameEn: 'Moscow',
  cityCode: 'MOW',
  countryCode: 'RU',
  cases: { nominative: 'Москва', locative: 'Москве', genitive: 'Москвы', accusative: 'Москву' },
  airports: [{ code: 'SVO', name: 'Шереметьево' }],
};

export const sampleDirection = {
  origin: moscow,
  destination: petersburg,
  departureLocal: '2026-12-25T08:10',
  arrivalLocal: '2026-12-25T09:40',
  durationMinutes: 90,
  stops: 0,
  segments: [
    {
      flightId: 'SU0030-SVOLED-20261225',
      flightNumber: 'SU 30',
      carrier: { code: 'SU', name: 'Аэрофлот' },
      aircraft: 'Airbus A320',
      origin: moscow,
      destination: petersburg,
      departureLocal: '2026-12-25T08:10',
      arrivalLocal: '2026-12-25T09:40',
      durationMinutes: 90,
    },
  ],
  layovers: [],
};

const conditions = {
  cabinBag: { pieces: 1, weightKg: 10 },
  checkedBag: null,
  exchange: { allowed: true, feeRub: 2500 },
  refund: { allowed: false, feeRub: null },
};

export const sampleSearchState = {
  searchId: 's-1',
  searchString: 'MOW2512LED1',
  params: { origin: 'MOW', destination: 'LED', departureDate: '2026-12-25', returnDate: null, adults: 1, children: 0, infants: 0, isBusiness: false },
  allowAirportChange: false,
  progress: 34,
  complete: false,
};

export const sampleFlightResult = {
  id: 'r-1',
  directions: [sampleDirection],
  fares: [
    {
      code: 'LIGHT' as const,
      name: 'Лайт',
      conditions,
      baggageIncluded: false,
      price: { perPassenger: { ADULT: 5400, CHILD: 4050, INFANTILE: 0 }, total: 5400 },
    },
  ],
  price: 5400,
  currency: 'RUB' as const,
  seatsLeft: 9,
  carriers: [{ code: 'SU', name: 'Аэрофлот' }],
  durationMinutes: 90,
  stops: 0,
  baggageIncluded: false,
};

const price = {
  perPassenger: { ADULT: 5400, CHILD: 4050, INFANTILE: 0 },
  total: 5400,
  currency: 'RUB' as const,
  breakdown: [{ passengerType: 'ADULT' as const, label: 'Взрослый', count: 1, unitPrice: 5400, amount: 5400 }],
};
const fare = { code: 'LIGHT', name: 'Лайт', conditions, rules: ['Багаж не включён'] };

export const sampleOffer = {
  offerId: '7d3f7c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: '2026-12-01T10:30:00.000Z',
  secondsLeft: 1800,
  searchString: 'MOW2512LED1',
  resultId: 'r-1',
  cabin: 'economy' as const,
  fare,
  directions: [sampleDirection],
  passengers: { adults: 1, children: 0, infants: 0 },
  price,
  allowedDocumentTypes: ['PASSPORT' as const, 'INT_PASSPORT' as const],
  international: false,
  departureDate: '2026-12-25',
  lastFlightDate: '2026-12-25',
};

export const samplePayment = {
  paymentUuid: 'p-1',
  purpose: 'ORDER' as const,
  optionCode: null,
  description: 'Оплата заказа',
  amount: 5400,
  currency: 'RUB' as const,
  status: 'PENDING' as const,
  createdAt: '2026-12-01T10:01:00.000Z',
  paidAt: null,
};

export const sampleOrder = {
  orderUuid: 'o-1',
  status: 'BOOKED' as const,
  statusLabel: 'Забронирован',
  createdAt: '2026-12-01T10:01:00.000Z',
  paymentDeadline: '2026-12-01T10:31:00.000Z',
  paidAt: null,
  ticketedAt: null,
  closedAt: null,
  email: 'anna@example.ru',
  phone: '+79161234567',
  total: 5400,
  currency: 'RUB' as const,
  searchString: 'MOW2512LED1',
  cabin: 'economy' as const,
  fare,
  directions: [sampleDirection],
  price,
  passengers: [
    {
      passengerType: 'ADULT' as const,
      passengerTypeLabel: 'Взрослый',
      gender: 'f' as const,
      lastName: 'Иванова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
      birthDate: '12.03.1990',
      citizenship: 'RU',
      documentType: 'PASSPORT' as const,
      documentTypeLabel: 'Паспорт РФ',
      documentNumber: '45** ***789',
      documentExpiryDate: '',
      ticketNumber: null,
      legTicketNumbers: [] as string[],
    },
  ],
  paymentUuid: 'p-1',
  payments: [samplePayment],
  options: [],
  documents: [],
  utm: { campaign: null, medium: null, source: null },
};

const istanbul = { code: 'IST', name: 'Стамбул', cityCode: 'IST', city: 'Стамбул', country: 'Турция' };
const antalya = { code: 'AYT', name: 'Анталья', cityCode: 'AYT', city: 'Анталья', country: 'Турция' };

/** One nonstop flight of a multi-city trip. */
function nonstopDirection(
  origin: typeof moscow,
  destination: typeof moscow,
  flightNumber: string,
  departureLocal: string,
  arrivalLocal: string,
  durationMinutes: number,
) {
  const segment = {
    flightId: `${flightNumber.replace(' ', '')}-${origin.code}${destination.code}-${departureLocal.slice(0, 10).replaceAll('-', '')}`,
    flightNumber,
    carrier: { code: 'TK', name: 'Turkish Airlines' },
    aircraft: 'Airbus A321',
    origin,
    destination,
    departureLocal,
    arrivalLocal,
    durationMinutes,
  };
  return { origin, destination, departureLocal, arrivalLocal, durationMinutes, stops: 0, segments: [segment], layovers: [] };
}

/** A three-flight multi-city trip: Москва → Стамбул 25.12, Стамбул → Анталья 28.12, Анталья → Москва 03.01. */
export const sampleMultiCityDirections = [
  nonstopDirection(moscow, istanbul, 'TK 414', '2026-12-25T10:15', '2026-12-25T14:05', 230),
  nonstopDirection(istanbul, antalya, 'TK 2412', '2026-12-28T09:00', '2026-12-28T10:20', 80),
  nonstopDirection(antalya, moscow, 'TK 3960', '2027-01-03T12:40', '2027-01-03T17:10', 270),
];
const multiCityString = 'MOW2512IST2812AYT0301MOW1';
const multiCityPrice = {
  ...price,
  perPassenger: { ADULT: 38700, CHILD: 29025, INFANTILE: 0 },
  total: 38700,
  breakdown: [{ passengerType: 'ADULT' as const, label: 'Взрослый', count: 1, unitPrice: 38700, amount: 38700 }],
};

export const sampleMultiCityResult = {
  ...sampleFlightResult,
  id: 'r-mc-1',
  directions: sampleMultiCityDirections,
  fares: [{ ...sampleFlightResult.fares[0]!, price: { perPassenger: multiCityPrice.perPassenger, total: 38700 } }],
  price: 38700,
  carriers: [{ code: 'TK', name: 'Turkish Airlines' }],
  durationMinutes: 580,
};

export const sampleMultiCityOffer = {
  ...sampleOffer,
  searchString: multiCityString,
  resultId: 'r-mc-1',
  directions: sampleMultiCityDirections,
  price: multiCityPrice,
  allowedDocumentTypes: ['INT_PASSPORT' as const],
  international: true,
  lastFlightDate: '2027-01-03',
};

export const sampleMultiCityOrder = {
  ...sampleOrder,
  orderUuid: 'o-mc-1',
  total: 38700,
  searchString: multiCityString,
  directions: sampleMultiCityDirections,
  price: multiCityPrice,
  payments: [{ ...samplePayment, amount: 38700 }],
};

/** The multi-city order paid and ticketed: a ticket per flight. */
export const sampleTicketedMultiCityOrder = {
  ...sampleMultiCityOrder,
  status: 'TICKETED' as const,
  statusLabel: 'Билеты выписаны',
  passengers: sampleMultiCityOrder.passengers.map((p) => ({
    ...p,
    ticketNumber: '4210000000101',
    legTicketNumbers: ['4210000000101', '4210000000102', '4210000000103'],
  })),
};

export const samplePaymentAttempt = {
  attemptId: 'a-1',
  paymentUuid: 'p-1',
  orderUuid: 'o-1',
  method: 'sbp' as const,
  status: 'PENDING' as const,
  amount: 5400,
  currency: 'RUB' as const,
  expiresAt: '2026-12-01T10:16:00.000Z',
  qrPayload: 'https://qr.nspk.ru/test',
  statusUrl: '/payments/p-1/attempts/a-1',
};

export const sampleSavedPassenger = {
  passengerUuid: 'sp-1',
  passengerType: 'ADULT' as const,
  gender: 'f' as const,
  lastName: 'Иванова',
  firstName: 'Анна',
  middleName: 'Сергеевна',
  birthDate: '12.03.1990',
  citizenship: 'RU',
  documentType: 'PASSPORT' as const,
  documentNumber: '4510123789',
  documentExpiryDate: '',
};

/** A signed-in user as GET /private/login answers. */
export const sampleUser = { id: 'u-1', email: 'anna@example.ru', phone: '+79161234567', phoneWithoutCode: '9161234567' };

/** A signed-in traveller's price alert as GET /price-alerts lists it: Moscow → Sochi, three rounds. */
export const samplePriceAlert = {
  id: 'pa-1',
  searchString: 'MOW1712AER1',
  status: 'active' as 'pending' | 'active' | 'paused' | 'ended',
  routeName: 'Москва → Сочи',
  departureDate: '2026-12-17',
  returnDate: null as string | null,
  adults: 1,
  children: 0,
  infants: 0,
  isBusiness: false,
  priceAtSubscription: 5120 as number | null,
  currentLowestPrice: 4450 as number | null,
  history: [
    { checkedAt: '2026-11-20T09:00:00.000Z', lowestPrice: 5120 as number | null },
    { checkedAt: '2026-11-21T09:00:00.000Z', lowestPrice: 4980 as number | null },
    { checkedAt: '2026-11-22T09:00:00.000Z', lowestPrice: 4450 as number | null },
  ],
  createdAt: '2026-11-20T08:59:00.000Z',
  endsAt: '2026-12-17T21:00:00.000Z',
};
