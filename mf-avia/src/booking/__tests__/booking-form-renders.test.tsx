import { act, screen } from '@testing-library/react';
import { PassengerFields } from 'shared/passenger-form';
import { renderWithRouter, sampleOffer } from 'shared/testing';
import { BookingForm } from '../booking-form';

// Counts the renders of each passenger's fields (the bulk of the form), rendering them as they are.
vi.mock('shared/passenger-form', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/passenger-form')>();
  return { ...actual, PassengerFields: vi.fn(actual.PassengerFields) };
});

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('booking form while the price hold runs', () => {
  it('ticks the summary’s countdown without rendering the form again, and closes the form once the hold ends', () => {
    const offer = { ...sampleOffer, secondsLeft: 5 };
    renderWithRouter(<BookingForm offer={offer} countries={[]} />);
    expect(screen.getByText(/Цена держится ещё/)).toHaveTextContent('Цена держится ещё 0:05');
    const rendersAtStart = vi.mocked(PassengerFields).mock.calls.length;
    expect(rendersAtStart).toBeGreaterThan(0);

    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByText(/Цена держится ещё/)).toHaveTextContent('Цена держится ещё 0:02');
    expect(vi.mocked(PassengerFields).mock.calls.length).toBe(rendersAtStart);

    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByText('Время действия цены истекло')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Время действия предложения истекло');
    expect(screen.getByRole('button', { name: 'Перейти к оплате' })).toBeDisabled();
  });
});
