// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PickerPanel, pickerOpenerProps } from '../picker-panel';

afterEach(cleanup);

function Picker() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} {...pickerOpenerProps(open)} onClick={() => setOpen((was) => !was)}>
        Пассажиры
      </button>
      <PickerPanel open={open} title="Пассажиры и класс" onClose={() => setOpen(false)} returnFocusTo={opener.current}>
        <button type="button">Добавить взрослого</button>
      </PickerPanel>
      <button type="button">Популярное направление</button>
    </>
  );
}

describe("a picker's opener", () => {
  it('is a plain button that says it opens a dialog and whether that is open; Escape closes it onto the opener', async () => {
    render(<Picker />);
    const opener = screen.getByRole('button', { name: 'Пассажиры' });
    expect(opener).toHaveAttribute('type', 'button');
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Пассажиры и класс' })).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});

describe('a drop-down picker (wide screen)', () => {
  it('closes when Tab takes focus past it, leaving focus where it went', async () => {
    render(<Picker />);
    const opener = screen.getByRole('button', { name: 'Пассажиры' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Добавить взрослого' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Популярное направление' })).toHaveFocus();
  });

  it('stays open while focus goes back from it to its opener', async () => {
    render(<Picker />);
    const opener = screen.getByRole('button', { name: 'Пассажиры' });
    await userEvent.click(opener);
    await userEvent.tab({ shift: true });
    expect(opener).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Пассажиры и класс' })).toBeInTheDocument();
  });
});
