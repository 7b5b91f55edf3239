import { expectNoAxeViolations } from '../../support/accessibility';
import { dateAhead } from '../../support/calendar-days';
import { expect, test } from '../../support/fixtures';
import { AviaPage, DESKTOP, PHONE } from './avia-page';
import { createAccount, uniqueEmail } from '../../support/frame/frame-api';
import { savePassenger } from './booking-api';
import { field, fillRussianAdult, fillRussianChild, openBooking, passenger } from './booking-form';

test.describe('booking /avia/offers/:offerId', () => {
  test('a guest books an adult with a Russian passport and a child with a birth certificate, then goes to pay', async ({ page, health }) => {
    void health;
    await openBooking(page, `MOW${dateAhead(24).ddmm}LED110`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    const child = passenger(page, 'Ребенок, пассажир 2');
    await expect(adult.getByRole('combobox', { name: 'Документ' })).toHaveValue('PASSPORT');
    await expect(child.getByRole('combobox', { name: 'Документ' })).toHaveValue('BIRTH');
    await expect(page.getByRole('region', { name: 'Ваша поездка' })).toContainText('Итого');

    await fillRussianAdult(adult);
    await fillRussianChild(child);
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill('guest-booking@example.ru');
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');

    const created = page.waitForResponse((response) => response.url().endsWith('/flights/orders') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    expect((await created).status()).toBe(201);
    await expect(page).toHaveURL(/\/avia\/orders\/[0-9a-f-]{36}\/submit$/);
    // The draft goes once the order exists: nothing personal stays in the tab's storage.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('avia:booking-draft')))).toEqual([]);
  });

  test('after a refused submit, the first click on a choice or on «Перейти к оплате» counts, though leaving a field takes its messages away', async ({
    page,
    health,
  }) => {
    void health;
    await page.setViewportSize(DESKTOP);
    await openBooking(page, `MOW${dateAhead(27).ddmm}LED1`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(adult.getByRole('alert').first()).toBeVisible();
    // The refusal puts focus in the first field, with its message and hint under it. The press that leaves
    // it, the first field ever left, takes both away and must still land where it aimed.
    await expect(field(adult, 'Фамилия')).toBeFocused();
    await page.keyboard.type('Иванов');
    const male = adult.getByRole('radio', { name: 'Мужской' });
    await male.click();
    await expect(male).toBeChecked();
    await field(adult, 'Имя').fill('Иван');
    await field(adult, 'Отчество').fill('Иванович');
    await field(adult, 'Дата рождения').fill('01.02.1985');
    await field(adult, 'Номер документа').fill('4510123456');
    await page.getByRole('textbox', { name: 'Электронная почта' }).fill('first-click@example.ru');
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
    await page.getByRole('button', { name: 'Перейти к оплате' }).click();
    await expect(page).toHaveURL(/\/avia\/orders\/[0-9a-f-]{36}\/submit$/);
  });

  const numberRules: [string, string, string, string][] = [
    ['PASSPORT', '45101234', '10 цифр без пробела', '4510123456'],
    ['INT_PASSPORT', '75 1234567', '9 цифр без пробела', '751234567'],
    ['BIRTH', 'IV-ИК765123', 'Без дефисов, пробелов и знака "№", например: IVИК765123', 'IVИК765123'],
    ['FOREIGN_PASSPORT', 'ab12', 'Только заглавные латинские буквы и цифры', 'AB12'],
  ];
  test('each document number rule, the name alphabet per document and the date format say the product texts', async ({ page, health }) => {
    void health;
    await openBooking(page, `MOW${dateAhead(26).ddmm}LED1`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    const number = field(adult, 'Номер документа');
    // Typing is never judged: the first message waits until the field is left.
    await number.fill('45101234');
    await expect(adult.getByText('10 цифр без пробела', { exact: true })).toHaveCount(0);
    for (const [documentType, bad, message, good] of numberRules) {
      await adult.getByRole('combobox', { name: 'Документ' }).selectOption(documentType);
      await number.fill(bad);
      await number.blur();
      await expect(adult.getByRole('alert').filter({ hasText: message }), documentType).toBeVisible();
      await number.fill(good);
      await number.blur();
      await expect(adult.getByRole('alert').filter({ hasText: message }), `${documentType}: ${good} passes`).toHaveCount(0);
    }

    const names: [string, string, string][] = [
      ['PASSPORT', 'Ivanov', 'Заполните фамилию русскими буквами, как в документе'],
      ['INT_PASSPORT', 'Иванов', 'Заполните фамилию латинскими буквами, как в паспорте'],
      ['BIRTH', 'Ivanov', 'Заполните фамилию русскими буквами, как в документе'],
      ['FOREIGN_PASSPORT', 'Иванов', 'Заполните фамилию латинскими буквами, как в паспорте'],
    ];
    const lastName = field(adult, 'Фамилия');
    for (const [documentType, typed, message] of names) {
      await adult.getByRole('combobox', { name: 'Документ' }).selectOption(documentType);
      await lastName.fill(typed);
      await lastName.blur();
      await expect(adult.getByRole('alert').filter({ hasText: message }), documentType).toBeVisible();
    }
    // The Latin-letter document shows the passport spelling; one click fixes the name.
    await adult.getByRole('button', { name: 'Исправить на IVANOV' }).click();
    await expect(lastName).toHaveValue('IVANOV');
    await expect(adult.getByRole('alert').filter({ hasText: 'Заполните фамилию' })).toHaveCount(0);

    const birth = field(adult, 'Дата рождения');
    await birth.fill('31.02.1985');
    await birth.blur();
    await expect(adult.getByRole('alert').filter({ hasText: 'Такой даты нет' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Телефон' }).fill('12345');
    await page.getByRole('textbox', { name: 'Телефон' }).blur();
    await expect(page.getByRole('alert').filter({ hasText: 'Некорректный номер' })).toBeVisible();
  });

  test('a reload in the middle of the form keeps what was typed', async ({ page, health }) => {
    void health;
    await openBooking(page, `MOW${dateAhead(27).ddmm}LED1`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await fillRussianAdult(adult);
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
    await page.reload();
    await expect(field(adult, 'Номер документа')).toHaveValue('4510123456');
    await expect(field(adult, 'Фамилия')).toHaveValue('Иванов');
    await expect(adult.getByRole('radio', { name: 'Мужской' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 912 345-67-89');
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain('4510123456');
  });

  test('an offer that expires while the form is filled keeps the data and says what to do', async ({ page, health }) => {
    void health;
    await page.clock.install();
    const searchString = `MOW${dateAhead(28).ddmm}LED1`;
    await openBooking(page, searchString);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await fillRussianAdult(adult);
    await page.clock.fastForward('31:00');
    const alert = page.getByRole('alert').filter({ hasText: 'Время действия предложения истекло' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Всё, что вы ввели, сохранено');
    await expect(page.getByRole('button', { name: 'Перейти к оплате' })).toBeDisabled();
    await expect(field(adult, 'Номер документа')).toHaveValue('4510123456');
    await alert.getByRole('link', { name: 'Повторить поиск' }).click();
    await expect(page).toHaveURL(new RegExp(`/search/${searchString}$`));
  });

  test('anonymous first: the picker asks to log in, then opens by itself and fills a saved passenger', async ({ page, health }) => {
    void health;
    const { apiBase } = await openBooking(page, `MOW${dateAhead(30).ddmm}LED1`);
    const email = uniqueEmail('picker');
    const password = 'Пароль-для-теста-1';
    const token = await createAccount(page, apiBase, email, password);
    await savePassenger(page, apiBase, token, {
      passengerType: 'ADULT',
      gender: 'f',
      lastName: 'Петрова',
      firstName: 'Анна',
      middleName: 'Сергеевна',
      birthDate: '12.03.1990',
      citizenship: 'RU',
      documentType: 'PASSPORT',
      documentNumber: '4510654321',
      documentExpiryDate: '',
    });
    await page.getByRole('textbox', { name: 'Телефон' }).fill('+7 912 345-67-89');
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await adult.getByRole('button', { name: 'Выбрать из сохранённых: Взрослый, пассажир 1', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Вход' });
    // the login window says why it opened
    await expect(login).toHaveAccessibleDescription('Войдите, чтобы выбрать пассажира из сохранённых');
    await expect(login.getByText('Войдите, чтобы выбрать пассажира из сохранённых')).toBeVisible();
    await login.getByRole('textbox', { name: /E-mail/ }).fill(email);
    await login.getByLabel(/Пароль/).fill(password);
    await login.getByRole('button', { name: 'Войти' }).click();
    const picker = page.getByRole('dialog', { name: /Сохранённые пассажиры/ });
    await picker.getByRole('button', { name: /Петрова Анна Сергеевна/ }).click();
    await expect(picker).toBeHidden();
    await expect(field(adult, 'Фамилия')).toHaveValue('Петрова');
    await expect(field(adult, 'Номер документа')).toHaveValue('4510654321');
    // The login round trip kept what was typed and filled the e-mail from the session.
    await expect(page.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7 912 345-67-89');
    await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(email);
    await expect(adult.getByRole('checkbox', { name: 'Сохранить пассажира' })).toBeVisible();
  });

  test('an unknown offer shows the not-found view', async ({ page, health }) => {
    void health;
    await new AviaPage(page).skipCookieNotice();
    await page.goto('/avia/offers/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Найти авиабилеты' })).toBeVisible();
  });
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`booking: accessibility at ${width} width`, () => {
    test.use({ viewport });
    test('no axe violation with every error shown', async ({ page, health }) => {
      void health;
      await openBooking(page, `MOW${dateAhead(29).ddmm}LED110`);
      await page.getByRole('button', { name: 'Перейти к оплате' }).click();
      await expect(field(passenger(page, 'Взрослый, пассажир 1'), 'Фамилия')).toBeFocused();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`booking-errors-${width}.png`), fullPage: true });
      await expectNoAxeViolations(page, 'booking with every error shown');
    });
  });
}

test.describe('booking on a touch phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });
  test('after «Перейти к оплате» leaves focus in a Cyrillic surname, one tap on «Исправить на IVANOV» fixes it', async ({ page, health }) => {
    void health;
    await openBooking(page, `MOW${dateAhead(27).ddmm}LED1`);
    const adult = passenger(page, 'Взрослый, пассажир 1');
    await adult.getByRole('combobox', { name: 'Документ' }).selectOption('INT_PASSPORT');
    const lastName = field(adult, 'Фамилия');
    await lastName.fill('Иванов');
    await field(adult, 'Имя').fill('Иван');
    await page.getByRole('button', { name: 'Перейти к оплате' }).tap();
    await expect(lastName).toBeFocused();
    await expect(adult.getByRole('alert').filter({ hasText: 'Заполните фамилию латинскими буквами, как в паспорте' })).toBeVisible();
    await expect(adult.getByText('Латинскими буквами, как в паспорте', { exact: true })).toHaveCount(0);
    await adult.getByRole('button', { name: 'Исправить на IVANOV' }).tap();
    await expect(lastName).toHaveValue('IVANOV');
  });
});
