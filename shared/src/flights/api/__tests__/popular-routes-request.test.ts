import { describeRequests } from 'shared/testing';
import { getPopularRoutes } from '..';

const answer = {
  origin: { cityId: 'MOW', city: 'Москва', country: 'Россия' },
  items: [{ destination: { cityId: 'LED', city: 'Санкт-Петербург', country: 'Россия' }, departureDate: '2026-12-01', minPrice: 3550 }],
};

describeRequests('popular routes request', [
  {
    name: 'getPopularRoutes',
    call: () => getPopularRoutes('MOW'),
    method: 'GET',
    path: '/flights/popular-routes',
    query: { origin: 'MOW' },
    reply: answer,
  },
]);
