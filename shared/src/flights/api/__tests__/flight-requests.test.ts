import {
  describeRequests, sampleFlightResult, sampleOffer, sampleOrder, samplePayment, samplePaymentAttempt, samplePlace, sampleSearchState,
} from 'shared/testing';
import {
  buyOrderOption, cancelOrder, createOffer, createOrder, createSearch, findPlaces, getExtraPayment, getOffer, getOrder, getOrderOptions,
  getPaymentAttempt, confirmSandboxSbpPayment, getPlace, getPriceCalendar, getProfileOrder, getSearchResults, listProfileOrders, payExtraPayment, payOrder,
  pollSearch, resolveDeepLink,
} from '..';

const facets = { airlines: [{ code: 'SU', minPrice: 5400 }], stops: [{ stops: 0, minPrice: 5400 }], price: { min: 5400, max: 5400 }, durationMinutes: { min: 90, max: 90 }, originAirports: ['SVO'], destinationAirports: ['LED'] };
const contacts = { email: 'anna@example.ru', phone: '+7 916 123-45-67' };
const option = {
  code: 'BAGGAGE', title: 'Багаж', description: '23 кг', unitPrice: 2500, per: 'PASSENGER_SEGMENT', perLabel: 'за пассажира и перелёт',
  quantity: 1, price: 2500, currency: 'RUB', status: 'AVAILABLE', unavailableReason: null, paymentUuid: null,
};

describeRequests('flight requests', [
  {
    name: 'createSearch', call: () => createSearch({ searchString: 'MOW2512LED1', allowAirportChange: true }),
    method: 'POST', path: '/flights/searches', status: 201, body: { searchString: 'MOW2512LED1', allowAirportChange: true }, reply: sampleSearchState,
  },
  {
    name: 'pollSearch', call: () => pollSearch('s-1', 20),
    method: 'GET', path: '/flights/searches/s-1', query: { after: '20' }, reply: { ...sampleSearchState, items: [sampleFlightResult], cursor: 21, total: 21 },
  },
  {
    name: 'getSearchResults with sort, filters and paging',
    call: () => getSearchResults('s-1', { sort: 'cheapest', stops: [0, 1], airlines: ['SU', 'S7'], departureFrom: '06:00', departureTo: '11:59', baggage: true, maxDurationMinutes: 300, originAirports: [], priceMax: 9000, offset: 20, limit: 20 }),
    method: 'GET', path: '/flights/searches/s-1/results',
    query: { sort: 'cheapest', stops: '0,1', airlines: 'SU,S7', departureFrom: '06:00', departureTo: '11:59', baggage: 'true', maxDuration: '300', priceMax: '9000', offset: '20', limit: '20' },
    reply: { ...sampleSearchState, total: 40, matched: 21, offset: 20, items: [sampleFlightResult], facets },
  },
  {
    name: 'getPriceCalendar', call: () => getPriceCalendar('s-1'),
    method: 'GET', path: '/flights/searches/s-1/calendar', reply: { days: [{ departureDate: '2026-12-25', returnDate: null, minPrice: 5400, selected: true }] },
  },
  { name: 'findPlaces', call: () => findPlaces('мос', 5), method: 'GET', path: '/flights/places', query: { query: 'мос', limit: '5' }, reply: { items: [samplePlace] } },
  { name: 'getPlace', call: () => getPlace('MOW'), method: 'GET', path: '/flights/places/MOW', reply: samplePlace },
  {
    name: 'createOffer', call: () => createOffer({ searchString: 'MOW2512LED1', resultId: 'r-1', fareCode: 'LIGHT' }),
    method: 'POST', path: '/flights/offers', status: 201, body: { searchString: 'MOW2512LED1', resultId: 'r-1', fareCode: 'LIGHT' }, reply: sampleOffer,
  },
  { name: 'getOffer', call: () => getOffer(sampleOffer.offerId), method: 'GET', path: `/flights/offers/${sampleOffer.offerId}`, reply: sampleOffer },
  {
    name: 'createOrder', call: () => createOrder({ offerId: sampleOffer.offerId, passengers: [], contacts }),
    method: 'POST', path: '/flights/orders', status: 201, body: { offerId: sampleOffer.offerId, passengers: [], contacts }, reply: sampleOrder,
  },
  { name: 'getOrder', call: () => getOrder('o-1'), method: 'GET', path: '/flights/orders/o-1', reply: sampleOrder },
  { name: 'cancelOrder', call: () => cancelOrder('o-1'), method: 'POST', path: '/flights/orders/o-1/cancel', reply: { ...sampleOrder, status: 'CANCELLED' } },
  {
    name: 'payOrder by card', call: () => payOrder('o-1', 'card', 'key-1'),
    method: 'POST', path: '/flights/orders/o-1/payments', status: 201, body: { method: 'card' }, headers: { 'Idempotency-Key': 'key-1' },
    reply: { ...samplePaymentAttempt, method: 'card', qrPayload: null, redirectUrl: 'http://api.test/sandbox/acquirer/a-1' },
  },
  {
    name: 'payOrder by SBP', call: () => payOrder('o-1', 'sbp', 'key-2'),
    method: 'POST', path: '/flights/orders/o-1/payments', status: 201, body: { method: 'sbp' }, headers: { 'Idempotency-Key': 'key-2' }, reply: samplePaymentAttempt,
  },
  {
    name: 'confirmSandboxSbpPayment', call: () => confirmSandboxSbpPayment('a-1'),
    method: 'POST', path: '/sandbox/sbp/a-1/paid', reply: { ...samplePaymentAttempt, status: 'SUCCEEDED' },
  },
  { name: 'getPaymentAttempt', call: () => getPaymentAttempt('p-1', 'a-1'), method: 'GET', path: '/payments/p-1/attempts/a-1', reply: { ...samplePaymentAttempt, status: 'SUCCEEDED' } },
  {
    name: 'getExtraPayment', call: () => getExtraPayment('p-2'), method: 'GET', path: '/payments/p-2',
    reply: { ...samplePayment, paymentUuid: 'p-2', purpose: 'OPTION', optionCode: 'BAGGAGE', orderUuid: 'o-1', order: { orderUuid: 'o-1', status: 'PAID', route: 'Москва — Санкт-Петербург', departureDate: '2026-12-25' }, lastAttempt: null },
  },
  {
    name: 'payExtraPayment', call: () => payExtraPayment('p-2', 'card', 'key-3'),
    method: 'POST', path: '/payments/p-2/attempts', status: 201, body: { method: 'card' }, headers: { 'Idempotency-Key': 'key-3' }, reply: { ...samplePaymentAttempt, paymentUuid: 'p-2', method: 'card' },
  },
  { name: 'getOrderOptions', call: () => getOrderOptions('o-1'), method: 'GET', path: '/profile/orders/o-1/options', reply: { items: [option] } },
  {
    name: 'buyOrderOption', call: () => buyOrderOption('o-1', 'BAGGAGE'),
    method: 'POST', path: '/profile/orders/o-1/options', status: 201, body: { code: 'BAGGAGE' }, reply: { ...samplePayment, purpose: 'OPTION', optionCode: 'BAGGAGE' },
  },
  { name: 'listProfileOrders, first page', call: () => listProfileOrders(), method: 'GET', path: '/profile/orders', reply: { items: [sampleOrder], nextCursor: 'c-2' } },
  {
    name: 'listProfileOrders, next page', call: () => listProfileOrders({ cursor: 'c-2', limit: 10 }),
    method: 'GET', path: '/profile/orders', query: { cursor: 'c-2', limit: '10' }, reply: { items: [], nextCursor: null },
  },
  { name: 'getProfileOrder', call: () => getProfileOrder('o-1'), method: 'GET', path: '/profile/orders/o-1', reply: sampleOrder },
  {
    name: 'resolveDeepLink for a trip', call: () => resolveDeepLink({ origin: 'MOW', destination: 'LED', departureDate: '25.12.2026', adults: 2, class: 'business' }),
    method: 'GET', path: '/flights/deeplinks', query: { origin: 'MOW', destination: 'LED', departureDate: '25.12.2026', adults: '2', class: 'business' }, reply: { searchString: 'MOW2512LED2b' },
  },
  {
    name: 'resolveDeepLink for an offer', call: () => resolveDeepLink({ offerId: sampleOffer.offerId }),
    method: 'GET', path: '/flights/deeplinks', query: { offerId: sampleOffer.offerId }, reply: { offerId: sampleOffer.offerId },
  },
]);
