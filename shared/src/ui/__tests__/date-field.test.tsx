// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from '../date-field';

afterEach(cleanup);

function ReturnDate({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label="Обратно" name="returnDate" value={value} firstIso="2030-03-10" lastIso="2030-12-31" classes={{}} onChange={setValue} />;
}

/** Opens the calendar and waits for its days (the calendar's code loads on the first opening). */
async function openCalendar() {
  await userEvent.click(screen.getByRole('button', { name: 'Обратно: открыть календарь' }));
  await screen.findAllByRole('grid', {}, { timeout: 5000 });
}

describe('the date field’s calendar', () => {
  it('puts focus on the first selectable day when none is chosen, on every opening', async () => {
    render(<ReturnDate />);
    for (const opening of [1, 2]) {
      await openCalendar();
      expect(document.activeElement?.closest('td')).toHaveAttribute('data-day', '2030-03-10');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog'), `opening ${opening}`).toBeNull();
    }
  });

  it('puts focus on the chosen day, on every opening', async () => {
    render(<ReturnDate initial="15.04.2030" />);
    for (const opening of [1, 2]) {
      await openCalendar();
      expect(document.activeElement?.closest('td'), `opening ${opening}`).toHaveAttribute('data-day', '2030-04-15');
      await userEvent.keyboard('{Escape}');
    }
  });
});
