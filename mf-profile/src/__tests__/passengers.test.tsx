import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiErrorReply, fakeApi, json, sampleSavedPassenger } from 'shared/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadProfileRoutes, renderProfile } from './render-profile';

beforeAll(preloadProfileRoutes);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const countries = json(200, [{ code: 'RU', name: 'Россия' }]);

async function fill(label: string, value: string) {
  const field = screen.getByRole('textbox', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('saved passengers (profilePassengers)', () => {
  it('lists saved passengers with masked documents', async () => {
    fakeApi({ 'GET /profile/passengers': json(200, { items: [sampleSavedPassenger] }), 'GET /countries': countries });
    renderProfile('/profile/passengers');
    const card = await screen.findByRole('article', { name: 'Иванова Анна Сергеевна' });
    expect(card).toHaveTextContent('Паспорт РФ ••••••3789');
    expect(card).not.toHaveTextContent('4510123789');
    await waitFor(() => expect(document.title).toBe('Сохранённые пассажиры — Авиабилеты'));
  });

  it('adds a passenger with the shared form: the schema message first, then the API call', async () => {
    const created = { ...sampleSavedPassenger, passengerUuid: 'sp-2', lastName: 'Петров', firstName: 'Пётр', middleName: 'Петрович', gender: 'm' as const };
    const api = fakeApi({
      'GET /profile/passengers': json(200, { items: [] }),
      'GET /countries': countries,
      'POST /profile/passengers': json(201, created),
    });
    renderProfile('/profile/passengers');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить пассажира' }));
    await fill('Фамилия', 'Петров');
    await fill('Имя', 'Пётр');
    await fill('Отчество', 'Петрович');
    await userEvent.click(screen.getByRole('radio', { name: 'Мужской' }));
    await fill('Дата рождения', '01.02.1985');
    await fill('Номер документа', '4510 12');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('10 цифр без пробела')).toBeInTheDocument();
    expect(api.callsTo('POST', '/profile/passengers')).toHaveLength(0);

    await fill('Номер документа', '4510123456');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('article', { name: 'Петров Пётр Петрович' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/profile/passengers')[0]!.body).toMatchObject({
      lastName: 'Петров',
      documentNumber: '4510123456',
      passengerType: 'ADULT',
      gender: 'm',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Сохранено.');
  });

  it("edits a passenger; the API's field message lands on the field and the typed values stay", async () => {
    fakeApi({
      'GET /profile/passengers': json(200, { items: [sampleSavedPassenger] }),
      'GET /countries': countries,
      'PUT /profile/passengers/sp-1': [
        apiErrorReply(400, 'VALIDATION_ERROR', 'Проверьте правильность заполнения полей', { firstName: 'Заполните имя русскими буквами, как в документе' }),
        json(200, { ...sampleSavedPassenger, firstName: 'Мария' }),
      ],
    });
    renderProfile('/profile/passengers');
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: Иванова Анна Сергеевна' }));
    await fill('Имя', 'Мария');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Заполните имя русскими буквами, как в документе')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Мария');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('article', { name: 'Иванова Мария Сергеевна' })).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const api = fakeApi({
      'GET /profile/passengers': json(200, { items: [sampleSavedPassenger] }),
      'GET /countries': countries,
      'DELETE /profile/passengers/sp-1': new Response(null, { status: 204 }),
    });
    renderProfile('/profile/passengers');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Иванова Анна Сергеевна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить пассажира?' });
    expect(dialog).toHaveTextContent('Иванова Анна Сергеевна будет удалена из сохранённых пассажиров.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.callsTo('DELETE', '/profile/passengers/sp-1')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Иванова Анна Сергеевна' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Удалить: Иванова Анна Сергеевна' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да, удалить' }));
    expect(await screen.findByText('Пассажир удалён.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Иванова Анна Сергеевна' })).toBeNull();
    expect(api.callsTo('DELETE', '/profile/passengers/sp-1')).toHaveLength(1);
  });
});
