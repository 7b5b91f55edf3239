import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSENGER_MESSAGES } from 'shared/passengers';
import { PassengerPicker } from '../search-form';

describe('the passenger picker', () => {
  it('names the ages the booking form checks: children 2 to 11, adults from 12, infants under 2', async () => {
    render(<PassengerPicker counts={{ adults: 1, children: 0, infants: 0 }} isBusiness={false} onChange={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /Пассажиры и класс/ }));
    // the steppers are their own chunk: they arrive, and focus starts on the first one that may act
    await waitFor(() => expect(screen.getByRole('button', { name: 'Больше: взрослые' })).toHaveFocus());
    const hint = (name: string) => within(screen.getByRole('group', { name })).getByText(/лет/).textContent;
    expect(hint('Дети')).toBe('от 2 до 11 лет');
    expect(PASSENGER_MESSAGES.childAge).toBe('Ребенку должно быть от 2 до 11 лет на дату вылета');
    expect(hint('Взрослые')).toBe('12 лет и старше');
    expect(PASSENGER_MESSAGES.adultAge).toBe('Взрослому пассажиру должно быть не меньше 12 лет на дату вылета');
    expect(hint('Младенцы')).toBe('до 2 лет, без места');
    expect(PASSENGER_MESSAGES.infantAge).toBe('Младенцу должно быть меньше 2 лет на дату вылета');
  });
});
