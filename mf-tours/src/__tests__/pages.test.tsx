import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { routeTable } from 'shared';
import { apiErrorReply, fakeApi, json, renderWithRouter, TEST_API_BASE } from 'shared/testing';
import { DEFAULT_TOUR_PARTY, tourHash } from 'shared/tours';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetDestinations } from '../common/destination-cache';
import { TOURS_TEXTS } from '../common/tours-texts';
import { pageLoaders, pages } from '../pages';
import { moscow, sampleHotelDetails, sampleTourOption, sampleWishlistElement } from '../test-support/tour-samples';

// Each page is its own chunk; transform them once up front so no test waits on the compiler.
beforeAll(async () => {
  await Promise.all(Object.values(pageLoaders).map((load) => load()));
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetDestinations();
});

function renderRoute(routeName: 'tours' | 'toursHotel' | 'toursWishlist', path: string) {
  const Page = pages[routeName]!;
  return renderWithRouter(
    <Suspense fallback={<p>Загрузка раздела…</p>}>
      <Page routeName={routeName} />
    </Suspense>,
    {
      path,
      routes: [
        {
          path: routeTable[routeName].path,
          element: (
            <Suspense fallback={null}>
              <Page routeName={routeName} />
            </Suspense>
          ),
        },
      ],
    },
  );
}

const resort = {
  type: 'resort',
  id: 11,
  name: 'Анталья',
  nameRo: 'Антальи',
  nameVi: 'Анталью',
  locationName: 'Турция',
  url: '/tours?destination=resort-11',
  stars: null,
};

describe('mf-tours pages', () => {
  it('the wishlist page lists the kept tours with their parameters and removes one at once', async () => {
    const first = sampleWishlistElement(101, '2030-06-12', 'Отель Морской бриз');
    const second = sampleWishlistElement(102, '2030-07-01', 'Отель Горный воздух');
    const api = fakeApi({
      'GET /tours/wishlist': json(200, [first, second]),
      [`DELETE /tours/wishlist/elements/${first.hash}`]: new Response(null, { status: 204 }),
    });
    renderRoute('toursWishlist', '/tours/wishlist');

    const list = await screen.findByRole('list', { name: 'Сохранённые туры' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('из Москвы');
    expect(items[0]).toHaveTextContent('12.06.2030 – 19.06.2030, 7 ночей');
    expect(items[0]).toHaveTextContent('2 взрослых, 1 ребёнок (5 лет)');
    expect(items[0]).toHaveTextContent(/от 154\s300\s₽/);
    await waitFor(() => expect(document.title).toMatch(/^Избранные туры/));

    await userEvent.click(within(items[0]!).getByRole('button', { name: /^Удалить из избранного: Отель Морской бриз/ }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo('DELETE', `/tours/wishlist/elements/${first.hash}`)).toHaveLength(1));
  });

  it('the wishlist page says when nothing is kept', async () => {
    fakeApi({ 'GET /tours/wishlist': json(200, []) });
    renderRoute('toursWishlist', '/tours/wishlist');
    expect(await screen.findByText(/В избранном пока пусто/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Найти тур' })).toHaveAttribute('href', '/tours');
  });

  it('a hotel the API does not know is the not-found view', async () => {
    fakeApi({ 'GET /tours/wishlist': json(200, []), 'GET /tours/hotels/999': apiErrorReply(404, 'NOT_FOUND', 'Отель не найден') });
    renderRoute('toursHotel', '/tours/hotels/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('a hotel id that cannot be one is the not-found view, without a request', async () => {
    const api = fakeApi({ 'GET /tours/wishlist': json(200, []) });
    renderRoute('toursHotel', '/tours/hotels/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(api.requests()).not.toContain('GET /tours/hotels/abc');
  });

  it('the hotel page puts the ROOMS amenities first and links the resort asked for once', async () => {
    const api = fakeApi({
      'GET /tours/wishlist': json(200, []),
      'GET /tours/hotels/101': json(200, sampleHotelDetails(101)),
      'GET /tours/hotels/101/tours': json(200, { hotelId: 101, total: 0, items: [] }),
      'GET /tours/destinations/resorts/11': json(200, resort),
      'GET /tours/departure-cities': json(200, { items: [moscow] }),
    });
    renderRoute('toursHotel', '/tours/hotels/101');
    const amenities = await screen.findByRole('region', { name: 'Удобства' });
    const groups = within(amenities)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['В номере', 'Пляж']);
    // The breadcrumbs link the resort too; the one asked for once is the offer card's «Курорт:».
    const offerCard = screen.getByRole('complementary', { name: 'Выбранный тур' });
    expect(await within(offerCard).findByRole('link', { name: 'Анталья' })).toHaveAttribute('href', '/tours?destination=resort-11');
    await waitFor(() => expect(document.title).toMatch(/^Отель Морской бриз: туры и цены/));
    expect(screen.getByRole('link', { name: /Отель на карте/ })).toHaveAttribute('href', 'https://yandex.ru/maps/?pt=30.7,36.85&z=16&l=map');
    expect(api.callsTo('GET', '/tours/destinations/resorts/11')).toHaveLength(1);
  });

  it('the hotel page sets its head in the browser: name, first photo, lowest price, its Hotel and breadcrumbs; all gone when it goes', async () => {
    fakeApi({
      'GET /tours/wishlist': json(200, []),
      'GET /tours/hotels/101': json(200, sampleHotelDetails(101)),
      'GET /tours/hotels/101/tours': json(200, {
        hotelId: 101,
        total: 2,
        items: [{ ...sampleTourOption(101, 91_000), id: 'tour-101-later', departureDate: '2030-06-20' }, sampleTourOption(101, 77_150)],
      }),
      'GET /tours/destinations/resorts/11': json(200, resort),
      'GET /tours/departure-cities': json(200, { items: [moscow] }),
    });
    const { unmount } = renderRoute('toursHotel', '/tours/hotels/101');
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    await waitFor(() => expect(content('meta[name="description"]')).toMatch(/Туры от 77\u00a0150\u00a0₽/));
    expect(document.title).toBe('Отель Морской бриз: туры и цены — Авиабилеты');
    expect(content('meta[property="og:title"]')).toBe('Отель Морской бриз: туры и цены');
    expect(content('meta[property="og:image"]')).toBe(`${TEST_API_BASE}/tours/hotels/101/images/0/full.png`);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(jsonLd.map((thing) => thing['@type'])).toEqual(['Hotel', 'BreadcrumbList']);
    expect(jsonLd[0].makesOffer).toMatchObject({ lowPrice: 77_150, priceCurrency: 'RUB' });
    unmount();
    expect(document.head.querySelectorAll('[data-page-head]')).toHaveLength(0);
  });

  it('the hotel page’s heart says «В избранном» once the tour is kept, not only by filling', async () => {
    const tour = sampleTourOption(101);
    fakeApi({
      'GET /tours/wishlist': json(200, []),
      // Unanswered: the heart is marked the moment it is pressed (§4), which is what the words follow.
      'POST /tours/wishlist': () => new Promise<Response>(() => undefined),
      'GET /tours/hotels/101': json(200, sampleHotelDetails(101)),
      'GET /tours/hotels/101/tours': json(200, { hotelId: 101, total: 1, items: [tour] }),
      'GET /tours/destinations/resorts/11': json(200, resort),
      'GET /tours/departure-cities': json(200, { items: [moscow] }),
    });
    renderRoute('toursHotel', '/tours/hotels/101');
    const heart = await screen.findByRole('button', { name: 'В избранное' }, { timeout: 5000 });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByRole('button', { name: 'В избранном', pressed: true })).toBe(heart);
  });

  describe('after «Выбрать», the chosen tour’s card says what is true of the wishlist', () => {
    const tour = sampleTourOption(101);
    const hotelApi = {
      'GET /tours/hotels/101': json(200, sampleHotelDetails(101)),
      'GET /tours/hotels/101/tours': json(200, { hotelId: 101, total: 1, items: [tour] }),
      'GET /tours/destinations/resorts/11': json(200, resort),
      'GET /tours/departure-cities': json(200, { items: [moscow] }),
    };
    const chosenCard = async () => {
      await userEvent.click(await screen.findByRole('button', { name: /^Выбрать: / }, { timeout: 5000 }));
      return screen.getByRole('complementary', { name: 'Выбранный тур' });
    };

    it('a tour not kept yet: the invitation to keep it, and that it is kept once the heart is pressed', async () => {
      fakeApi({ ...hotelApi, 'GET /tours/wishlist': json(200, []), 'POST /tours/wishlist': () => new Promise<Response>(() => undefined) });
      renderRoute('toursHotel', '/tours/hotels/101');
      const card = await chosenCard();
      expect(card).toHaveTextContent(TOURS_TEXTS.chosenTourToKeep);
      await userEvent.click(within(card).getByRole('button', { name: 'В избранное', pressed: false }));
      expect(card).toHaveTextContent(TOURS_TEXTS.chosenTourKept);
      expect(card).not.toHaveTextContent(TOURS_TEXTS.chosenTourToKeep);
    });

    it('a tour the wishlist already keeps: that it is there, not to add it', async () => {
      // the tour as the page keeps it: its hotel, with the default party of a page opened without a tour
      const kept = sampleWishlistElement(101, tour.departureDate);
      kept.hash = tourHash({
        hotelId: 101,
        departureCityCode: tour.departureCityCode,
        departureDate: tour.departureDate,
        nights: tour.nights,
        ...DEFAULT_TOUR_PARTY,
      });
      fakeApi({ ...hotelApi, 'GET /tours/wishlist': json(200, [kept]) });
      renderRoute('toursHotel', '/tours/hotels/101');
      const card = await chosenCard();
      expect(within(card).getByRole('button', { name: 'В избранном', pressed: true })).toBeInTheDocument();
      expect(card).toHaveTextContent(TOURS_TEXTS.chosenTourKept);
      expect(card).not.toHaveTextContent(TOURS_TEXTS.chosenTourToKeep);
    });
  });
});
