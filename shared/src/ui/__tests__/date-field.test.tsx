// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateField } from '../date-field';

afterEach(cleanup);
// The calendar's code is a lazy chunk: its first import in a cold run (a fresh clone, a slow machine)
// is transformed on the spot, which is no part of what these tests check.
beforeAll(async () => {
  await import('../date-calendar');
}, 30_000);

function ReturnDate({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Обратно" name="returnDate" value={value} firstIso="2030-03-10" lastIso="2030-12-31" classes={{}} onChange={setValue} />;
}

/** Opens the calendar and waits for its days. */
async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Обратно: открыть календарь' }));
  await screen.findAllByRole('grid');
}

/** The day focus lands on: the calendar moves it there after it paints its days. */
const expectFocusOn = (iso: string, opening: number) =>
  waitFor(() => expect(document.activeElement?.closest('td'), `opening ${opening}`).toHaveAttribute('data-day', iso));

describe('the date field’s calendar', () => {
  it('puts focus on the first selectable day when none is chosen, on every opening', async () => {
    render(<ReturnDate />);
    for (const opening of [1, 2]) {
      await openCalendar();
      await expectFocusOn('2030-03-10', opening);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog'), `opening ${opening}`).toBeNull();
    }
  });

  it('puts focus on the chosen day, on every opening', async () => {
    render(<ReturnDate initial="15.04.2030" />);
    for (const opening of [1, 2]) {
      await openCalendar();
      await expectFocusOn('2030-04-15', opening);
      await userEvent.keyboard('{Escape}');
    }
  });
});
