import { screen, waitFor, within } from '@testing-library/react';
import { renderWithRouter } from 'shared/testing';
import type { TourSearchHotel, TourSearchParams } from 'shared/tours';
import { describe, expect, it } from 'vitest';
import { sampleHotel, sampleTourOption } from '../../test-support/tour-samples';
import { SearchResults } from '../search-results';

const request: TourSearchParams = {
  departureCityCode: 'MOW',
  destination: { type: 'country', id: 3 },
  departureDateFrom: '2030-06-10',
  departureDateTo: '2030-06-17',
  nightsFrom: 7,
  nightsTo: 10,
  adults: 2,
  childrenAges: [],
};

function result(id: number, price: number): TourSearchHotel {
  const tour = sampleTourOption(id, price);
  return {
    hotel: sampleHotel(id, `Отель ${id}`),
    resort: { id: 11, name: 'Анталья' },
    country: { id: 3, name: 'Турция' },
    cheapestTour: tour,
    tours: [tour],
    tourCount: 1,
    revision: id,
  };
}

describe('the tour search results', () => {
  it('draw the first screen of cards with the first hotels and the rest of the page when the browser is idle', async () => {
    const hotels = Array.from({ length: 15 }, (_, index) => result(index + 1, 50_000 + index * 1000));
    renderWithRouter(<SearchResults run={{ phase: 'running', progress: 50, hotels }} request={request} onRetry={() => undefined} />);
    const list = () => screen.getByRole('region', { name: 'Ищем туры' }).querySelector('ul:not([aria-hidden])')!;
    expect(within(list() as HTMLElement).getAllByRole('article')).toHaveLength(4);
    await waitFor(() => expect(within(list() as HTMLElement).getAllByRole('article')).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Показать ещё 3 отеля' })).toBeInTheDocument();
  });

  it('say whom a card’s price is for in the accusative: «за 1 взрослого, 1 ребёнка (5 лет)»', () => {
    renderWithRouter(
      <SearchResults
        run={{ phase: 'complete', hotels: [result(1, 50_000)] }}
        request={{ ...request, adults: 1, childrenAges: [5] }}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('за 1 взрослого, 1 ребёнка (5 лет)');
  });
});
