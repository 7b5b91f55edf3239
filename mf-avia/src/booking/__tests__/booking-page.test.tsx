import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { authModalAtom, completeLoginAtom, formatRub, PHONE_MEDIA_QUERY, signInWithUserAtom } from 'shared';
import {
  apiErrorReply,
  clearCookies,
  fakeApi,
  json,
  renderWithRouter,
  sampleMultiCityOffer,
  sampleOffer,
  sampleOrder,
  sampleSavedPassenger,
  sampleUser,
} from 'shared/testing';
import { russianAdult } from 'shared/testing/passengers';
import { emptyPassenger } from 'shared/passenger-form';
import { BookingPage } from '../booking-page';

const offerPath = `/avia/offers/${sampleOffer.offerId}`;
const countries = json(200, [{ code: 'RU', name: 'Россия' }]);
const familyOffer = { ...sampleOffer, passengers: { adults: 1, children: 1, infants: 0 }, allowedDocumentTypes: ['PASSPORT', 'INT_PASSPORT', 'BIRTH'] };

function renderBooking(store = createStore()) {
  return renderWithRouter(<p>другая страница</p>, { path: offerPath, store, routes: [{ path: '/avia/offers/:offerId', element: <BookingPage /> }] });
}

/** The page as a phone lays it out (usePhoneLayout reads matchMedia). */
function stubPhoneLayout() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_MEDIA_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The first (adult) passenger of the form, typed as a traveller would. */
async function fillAdult() {
  const adult = screen.getByRole('group', { name: 'Взрослый, пассажир 1' });
  await userEvent.type(within(adult).getByRole('textbox', { name: 'Фамилия' }), russianAdult.lastName);
  await userEvent.type(within(adult).getByRole('textbox', { name: 'Имя' }), russianAdult.firstName);
  await userEvent.type(within(adult).getByRole('textbox', { name: 'Отчество' }), russianAdult.middleName);
  await userEvent.click(within(adult).getByRole('radio', { name: 'Мужской' }));
  // typed as digits: the field's mask puts the dots in
  await userEvent.type(within(adult).getByRole('textbox', { name: 'Дата рождения' }), russianAdult.birthDate.replaceAll('.', ''));
  await userEvent.type(within(adult).getByRole('textbox', { name: 'Номер документа' }), russianAdult.documentNumber);
  return adult;
}
async function fillContacts() {
  await userEvent.type(screen.getByRole('textbox', { name: 'Электронная почта' }), 'ivan@example.ru');
  await userEvent.type(screen.getByRole('textbox', { name: 'Телефон' }), '+7 912 345-67-89');
}

/** The texts an input points at (its error, its hint); ids hold dots, as field names do. */
function describedBy(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});
afterEach(() => vi.unstubAllGlobals());

describe('booking page', () => {
  it('gives each passenger of the offer a form with the default document, and shows the trip', async () => {
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, familyOffer), 'GET /countries': countries });
    renderBooking();
    const child = await screen.findByRole('group', { name: 'Ребенок, пассажир 2' });
    expect(within(screen.getByRole('group', { name: 'Взрослый, пассажир 1' })).getByRole('combobox', { name: 'Документ' })).toHaveDisplayValue('Паспорт РФ');
    expect(within(child).getByRole('combobox', { name: 'Документ' })).toHaveDisplayValue('Свидетельство о рождении РФ');
    const summary = screen.getByRole('region', { name: 'Ваша поездка' });
    expect(summary).toHaveTextContent('Итого');
    expect(summary).toHaveTextContent(/Цена держится ещё \d+:\d\d/);
  });

  it('on a phone folds the trip to one line above the form, with «Подробнее» opening the rest and «Свернуть» folding it', async () => {
    stubPhoneLayout();
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer), 'GET /countries': countries });
    renderBooking();
    const summary = await screen.findByRole('region', { name: 'Ваша поездка' });
    const [first] = sampleOffer.directions;
    expect(summary).toHaveTextContent(`${first!.origin.city} → ${first!.destination.city}`);
    expect(summary.textContent).toContain(formatRub(sampleOffer.price.total));
    const toggle = within(summary).getByRole('button', { name: 'Подробнее' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(summary).queryByText('Итого')).not.toBeVisible();
    // the summary comes before the form in reading order too
    expect(summary.compareDocumentPosition(screen.getByRole('group', { name: 'Взрослый, пассажир 1' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Свернуть');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();
    expect(within(summary).getByText('Итого')).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Подробнее');
    expect(within(summary).queryByText('Итого')).not.toBeVisible();
  });

  it('shows every flight of a multi-city trip in order, and the whole chain on the phone line', async () => {
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleMultiCityOffer), 'GET /countries': countries });
    renderBooking();
    const summary = await screen.findByRole('region', { name: 'Ваша поездка' });
    expect(
      within(summary)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Перелёт 1: Москва → Стамбул', 'Перелёт 2: Стамбул → Анталья', 'Перелёт 3: Анталья → Москва']);
    cleanup();
    stubPhoneLayout();
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleMultiCityOffer), 'GET /countries': countries });
    renderBooking();
    const line = (await screen.findByRole('region', { name: 'Ваша поездка' })).querySelector('p')!;
    expect(line.textContent).toBe(`Москва → Стамбул → Анталья → Москва, 25 дек, пт · ${formatRub(38700)}`);
  });

  it('creates the order with what was typed (trimmed) and goes to the payment page', async () => {
    const api = fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': json(201, sampleOrder),
    });
    const view = renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${sampleOrder.orderUuid}/submit`));
    expect(api.callsTo('POST', '/flights/orders')[0]!.body).toEqual({
      offerId: sampleOffer.offerId,
      passengers: [{ ...emptyPassenger('ADULT'), ...russianAdult }],
      contacts: { email: 'ivan@example.ru', phone: '+7 912 345-67-89' },
    });
    expect(Object.keys(sessionStorage)).toHaveLength(0);
  });

  it("puts the API's field errors on their fields and focuses the first; nothing typed is lost", async () => {
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': apiErrorReply(422, 'VALIDATION_ERROR', 'Проверьте правильность заполнения полей', {
        'passengers.0.documentNumber': 'Документ с таким номером уже в заказе',
        'contacts.phone': 'Некорректный номер',
      }),
    });
    renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    const adult = await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    const number = within(adult).getByRole('textbox', { name: 'Номер документа' });
    await waitFor(() => expect(number).toHaveFocus());
    expect(describedBy(number)).toContain('Документ с таким номером уже в заказе');
    expect(describedBy(screen.getByRole('textbox', { name: 'Телефон' }))).toBe('Некорректный номер');
    expect(within(adult).getByRole('textbox', { name: 'Фамилия' })).toHaveValue(russianAdult.lastName);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch'), 'Нет связи с сервером'],
    ['a server error', apiErrorReply(503, 'SERVER_ERROR', 'Сервер временно недоступен. Повторите попытку позже.'), 'Сервер временно недоступен'],
  ])('keeps the form on %s and says so', async (_, reply, message) => {
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer), 'GET /countries': countries, 'POST /flights/orders': reply });
    renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    const adult = await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(adult).getByRole('textbox', { name: 'Номер документа' })).toHaveValue(russianAdult.documentNumber);
    expect(screen.getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled();
  });

  it('an offer that expires on submit keeps the data and links back to its search', async () => {
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': json(410, {
        error: { code: 'GONE', message: 'Время действия предложения истекло, цены могли измениться. Повторите поиск' },
        searchPath: '/search/MOW2512LED1',
      }),
    });
    renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    const adult = await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Время действия предложения истекло');
    expect(alert).toHaveTextContent('Всё, что вы ввели, сохранено');
    expect(within(alert).getByRole('link', { name: 'Повторить поиск' })).toHaveAttribute('href', '/search/MOW2512LED1');
    expect(within(adult).getByRole('textbox', { name: 'Фамилия' })).toHaveValue(russianAdult.lastName);
  });

  it('keeps a draft in session storage (never local storage) that survives a reload', async () => {
    fakeApi({ [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer), 'GET /countries': countries });
    const first = renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    await fillAdult();
    first.unmount();
    renderBooking();
    const adult = await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    expect(within(adult).getByRole('textbox', { name: 'Номер документа' })).toHaveValue(russianAdult.documentNumber);
    expect(within(adult).getByRole('radio', { name: 'Мужской' })).toBeChecked();
    expect(JSON.stringify(localStorage)).not.toContain(russianAdult.documentNumber);
  });

  it('an unknown offer shows the not-found view; an expired one says so and links to its search', async () => {
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: [apiErrorReply(404, 'NOT_FOUND', 'Предложение не найдено. Повторите поиск')],
      'GET /countries': countries,
    });
    const first = renderBooking();
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(410, {
        error: { code: 'GONE', message: 'Время действия предложения истекло' },
        searchPath: '/search/MOW2512LED1',
      }),
      'GET /countries': countries,
    });
    renderBooking();
    expect(await screen.findByRole('heading', { name: 'Предложение больше не действует' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Повторить поиск' })).toHaveAttribute('href', '/search/MOW2512LED1');
  });

  it('an offer that does not load says why, and «Повторить» loads it', async () => {
    const api = fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: [apiErrorReply(503, 'SERVER_ERROR', 'Сервис временно недоступен'), json(200, sampleOffer)],
      'GET /countries': countries,
    });
    renderBooking();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось открыть бронирование');
    expect(alert).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Данные пассажиров' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/countries')).toHaveLength(1);
  });

  it('the picker says why the saved passengers did not load, and «Повторить» loads them', async () => {
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'GET /profile/passengers': [apiErrorReply(503, 'SERVER_ERROR', 'Сервис временно недоступен'), json(200, { items: [sampleSavedPassenger] })],
    });
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', sampleUser);
    renderBooking(store);
    await userEvent.click(await screen.findByRole('button', { name: /^Выбрать из сохранённых/ }));
    const picker = await screen.findByRole('dialog', { name: /Сохранённые пассажиры/ });
    expect(await within(picker).findByRole('alert')).toHaveTextContent('Сервис временно недоступен');
    await userEvent.click(within(picker).getByRole('button', { name: 'Повторить' }));
    expect(await within(picker).findByRole('button', { name: /Иванова Анна Сергеевна/ })).toBeInTheDocument();
  });

  it('anonymous: the picker waits for login, then opens by itself and fills the passenger', async () => {
    fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'GET /profile/passengers': json(200, {
        items: [sampleSavedPassenger, { ...sampleSavedPassenger, passengerUuid: 'sp-2', firstName: 'Мария', birthDate: '01.01.2020' }],
      }),
    });
    const store = createStore();
    renderBooking(store);
    await userEvent.click(await screen.findByRole('button', { name: /^Выбрать из сохранённых/ }));
    expect(store.get(authModalAtom)).toMatchObject({ visible: true, callback: { name: 'openPassengerPicker' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    store.set(signInWithUserAtom, 'token-1', sampleUser);
    await store.set(completeLoginAtom);
    const picker = await screen.findByRole('dialog', { name: /Сохранённые пассажиры/ });
    // Мария is a child on the departure date: not offered for an adult's form.
    const choice = await within(picker).findByRole('button', { name: /Иванова Анна Сергеевна/ });
    expect(within(picker).queryByRole('button', { name: /Мария/ })).not.toBeInTheDocument();
    await userEvent.click(choice);
    const adult = screen.getByRole('group', { name: 'Взрослый, пассажир 1' });
    expect(within(adult).getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Иванова');
    expect(within(adult).getByRole('textbox', { name: 'Номер документа' })).toHaveValue('4510123789');
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(sampleUser.email);
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue(sampleUser.phone);
    expect(screen.getByRole('checkbox', { name: 'Сохранить пассажира' })).not.toBeChecked();
  });

  it("an authorised traveller's ticked passenger is saved after the order; a double click makes one order", async () => {
    const api = fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': () => new Promise<Response>((resolve) => setTimeout(() => resolve(json(201, sampleOrder)), 150)),
      'POST /profile/passengers': json(201, sampleSavedPassenger),
    });
    const store = createStore();
    store.set(signInWithUserAtom, 'token-1', sampleUser);
    const view = renderBooking(store);
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    await fillAdult();
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(sampleUser.email);
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue(sampleUser.phone);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Сохранить пассажира' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${sampleOrder.orderUuid}/submit`));
    expect(api.callsTo('POST', '/flights/orders')).toHaveLength(1);
    expect(api.callsTo('POST', '/profile/passengers')[0]!.body).toMatchObject({
      lastName: russianAdult.lastName,
      documentNumber: russianAdult.documentNumber,
      passengerType: 'ADULT',
    });
  });

  it('a lost answer is retried once by itself with the same Idempotency-Key, and the traveller sees the order', async () => {
    const api = fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': [apiErrorReply(502, 'BAD_GATEWAY', 'Сервис временно недоступен'), json(201, sampleOrder)],
    });
    const view = renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${sampleOrder.orderUuid}/submit`));
    const keys = api.callsTo('POST', '/flights/orders').map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_\-:.]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("after two lost answers it shows the error, keeps the data, and the traveller's retry reuses the key", async () => {
    const lost = () => Promise.reject(new TypeError('Failed to fetch'));
    const api = fakeApi({
      [`GET /flights/offers/${sampleOffer.offerId}`]: json(200, sampleOffer),
      'GET /countries': countries,
      'POST /flights/orders': [lost, lost, json(201, sampleOrder)],
    });
    const view = renderBooking();
    await screen.findByRole('group', { name: 'Взрослый, пассажир 1' });
    await fillAdult();
    await fillContacts();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    expect(await screen.findByText(/Всё, что вы ввели, сохранено/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/flights/orders')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
    await waitFor(() => expect(view.location()).toBe(`/avia/orders/${sampleOrder.orderUuid}/submit`));
    expect(new Set(api.callsTo('POST', '/flights/orders').map((call) => call.headers.get('Idempotency-Key'))).size).toBe(1);
  });
});
