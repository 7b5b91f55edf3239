import type { Page } from '@playwright/test';
import { dateAhead } from '../../support/calendar-days';
import { DESKTOP, expect, test } from '../../support/fixtures';
import { apiBaseOf, latestMailTo, uniqueEmail } from '../../support/frame/frame-api';
import { DEMO_ACCOUNT } from '../../support/profile/profile-api';
import { ProfilePage } from '../../support/profile/profile-page';
import { AviaPage } from '../avia/avia-page';
import { field, fillRussianAdult, fillRussianChild, openBooking, passenger } from '../avia/booking-form';
import { acquirerPress, payButton } from '../payment/payment-page';

/**
 * The two halves of the flights area joined through the real UI: booking (tests/avia) ends where
 * paying (tests/payment) begins, so these journeys check that the submit route the booking page
 * goes to is the one the payment pages answer, and that the order reaches the mail and the profile.
 */

const ORDER_SUBMIT = /\/avia\/orders\/([0-9a-f-]{36})\/submit$/;
const TICKET_NUMBER = /421\d{10}/;

/** Submits the booking form and answers the new order's uuid, read from the submit route it goes to. */
async function submitBooking(page: Page): Promise<string> {
  const created = page.waitForResponse((response) => response.url().endsWith('/flights/orders') && response.request().method() === 'POST');
  await page.getByRole('button', { name: 'Перейти к оплате' }).click();
  expect((await created).status()).toBe(201);
  await expect(page).toHaveURL(ORDER_SUBMIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Оплата заказа' })).toBeVisible({ timeout: 15_000 });
  return ORDER_SUBMIT.exec(new URL(page.url()).pathname)![1]!;
}

/** The ticket number on the finished page's row of a passenger, with the document masked. */
async function ticketNumberOf(page: Page, fullName: string, documentNumber: string): Promise<string> {
  const row = page.getByRole('table', { name: 'Пассажиры' }).getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toContainText(TICKET_NUMBER);
  await expect(row).toContainText(documentNumber.slice(-3));
  await expect(row).not.toContainText(documentNumber);
  return TICKET_NUMBER.exec(await row.innerText())![0];
}

test.describe('a flight from search to the tickets', () => {
  // the header's orders link leads to the list at desktop width (a phone's menu leads to /profile)
  test.use({ viewport: DESKTOP });

  test('guest: home page search, a fare, an adult on a passport and a child on a birth certificate, card in the sandbox, tickets and the mail', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const avia = new AviaPage(page);
    await avia.skipCookieNotice();
    const apiBase = await apiBaseOf(page.request);
    const email = uniqueEmail('journey-guest');

    await page.goto('/');
    await expect(avia.from).toBeVisible({ timeout: 20_000 });
    await avia.chooseCity(avia.from, 'мос', 'Москва');
    await avia.chooseCity(avia.to, 'питер', 'Санкт-Петербург');
    const day = dateAhead(33);
    await avia.pickDeparture(day.iso);
    await avia.setPassengers(1, 0, 1);
    await expect(avia.passengersButton).toHaveAccessibleName(/2 пассажира, эконом/);
    await avia.submit.click();
    await expect(page).toHaveURL(new RegExp(`/search/MOW${day.ddmm}LED110$`));

    const card = avia.results.first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.getByRole('button', { name: 'Выбрать тариф' }).click();
    await card.getByRole('button', { name: /^Выбрать тариф Лайт за/ }).click();
    await expect(page).toHaveURL(/\/avia\/offers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Данные пассажиров' })).toBeVisible({ timeout: 15_000 });

    const adult = passenger(page, 'Взрослый, пассажир 1');
    const child = passenger(page, 'Ребенок, пассажир 2');
    await expect(adult.getByRole('combobox', { name: 'Документ' })).toHaveValue('PASSPORT');
    await expect(child.getByRole('combobox', { name: 'Документ' })).toHaveValue('BIRTH');
    await fillRussianAdult(adult);
    await fillRussianChild(child);
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email);
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
    const orderUuid = await submitBooking(page);

    // card is the default method: the sandbox acquirer pays and sends the traveller back
    await payButton(page).click();
    await acquirerPress(page, 'Оплатить');
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${orderUuid}/finished$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible({ timeout: 15_000 });
    const reference = orderUuid.slice(0, 8).toUpperCase();
    await expect(page.getByText(`Номер заказа: ${reference}`)).toBeVisible();
    await expect(page.getByText(`Маршрутная квитанция и билеты отправлены на ${email}.`)).toBeVisible();
    const adultTicket = await ticketNumberOf(page, 'Иванов Иван Иванович', '4510123456');
    const childTicket = await ticketNumberOf(page, 'Иванова Мария Ивановна', 'IVИК765123');
    expect(childTicket).not.toBe(adultTicket);
    await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeVisible();

    const mail = await latestMailTo(page.request, apiBase, email, /Билеты по заказу/);
    expect(mail.subject).toBe(`Билеты по заказу ${reference}`);
    expect(mail.text).toContain(`Иванов Иван: билет № ${adultTicket}`);
    expect(mail.text).toContain(`Иванова Мария: билет № ${childTicket}`);
    expect(mail.text).toContain(`/avia/orders/${orderUuid}/finished`);
  });

  test('authorised: the picker asks to log in, opens by itself with the demo passenger, SBP in the sandbox, the order in the profile', async ({
    page,
    frame,
  }) => {
    test.setTimeout(90_000);
    await openBooking(page, `MOW${dateAhead(34).ddmm}LED1`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');

    await adult.getByRole('button', { name: /^Выбрать из сохранённых/ }).click();
    await frame.authModal.logIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const picker = page.getByRole('dialog', { name: 'Сохранённые пассажиры: взрослый' });
    // one OWASP-cost password check on a busy machine may take a while
    await expect(picker).toBeVisible({ timeout: 30_000 });
    await picker.getByRole('button', { name: /Демидов Дмитрий Сергеевич/ }).click();
    await expect(picker).toBeHidden();
    await expect(field(adult, 'Фамилия')).toHaveValue('Демидов');
    await expect(field(adult, 'Имя')).toHaveValue('Дмитрий');
    await expect(field(adult, 'Отчество')).toHaveValue('Сергеевич');
    await expect(field(adult, 'Дата рождения')).toHaveValue('14.03.1988');
    await expect(adult.getByRole('radio', { name: 'Мужской' })).toBeChecked();
    await expect(adult.getByRole('combobox', { name: 'Документ' })).toHaveValue('PASSPORT');
    await expect(field(adult, 'Номер документа')).toHaveValue('4512345678');
    await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(DEMO_ACCOUNT.email);
    await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 912 345-67-89');
    const orderUuid = await submitBooking(page);

    await page.getByRole('radio', { name: 'СБП (QR-код)' }).check();
    await payButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${orderUuid}/qrpayment$`));
    await expect(page.getByRole('img', { name: 'QR-код для оплаты через СБП' })).toBeVisible();
    await page.getByRole('button', { name: 'Я оплатил' }).click();
    await expect(page).toHaveURL(new RegExp(`/avia/orders/${orderUuid}/finished$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Билеты выписаны' })).toBeVisible({ timeout: 15_000 });
    await ticketNumberOf(page, 'Демидов Дмитрий Сергеевич', '4512345678');
    await expect(page.getByRole('link', { name: 'Открыть заказ в личном кабинете' })).toHaveAttribute('href', `/profile/orders/${orderUuid}`);

    // the header's orders link, as a traveller would go: the new order is listed, ticketed
    await frame.ordersLink.click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    const profile = new ProfilePage(page);
    const order = profile.orders.and(page.locator(`[data-order-uuid="${orderUuid}"]`));
    await expect(order).toBeVisible({ timeout: 15_000 });
    await expect(order.getByRole('link', { name: 'Москва — Санкт-Петербург' })).toHaveAttribute('href', `/profile/orders/${orderUuid}`);
    await expect(order).toContainText('Демидов Дмитрий');
    await expect(order).toContainText('Выписан');
  });
});
