import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog, type ModalDialogProps } from '..';

function WithOpener(props: Partial<ModalDialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <ModalDialog title="Вход" open={open} onClose={() => setOpen(false)} {...props}>
        <label>
          Email
          <input />
        </label>
        <button type="button">Войти</button>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('is a named dialog with defaults lg and top', async () => {
    render(<WithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Вход' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-size', 'lg');
    expect(dialog).toHaveAttribute('data-align', 'top');
  });

  it('moves focus into the dialog and back to the opener on close', async () => {
    render(<WithOpener />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape (key code 27)', async () => {
    render(<WithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.keyDown(document, { keyCode: 27 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when not closable has no close button and ignores Escape', async () => {
    render(<WithOpener closable={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<WithOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
  });

  it('layers at 1000 + 2 per open modal and Escape closes only the top one', () => {
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    render(
      <>
        <ModalDialog title="Первое" open onClose={closeFirst}>
          a
        </ModalDialog>
        <ModalDialog title="Второе" open onClose={closeSecond} size="5xl" align="middle">
          b
        </ModalDialog>
      </>,
    );
    const layerOf = (name: string) => Number(screen.getByRole('dialog', { name }).parentElement!.style.zIndex);
    expect(layerOf('Первое')).toBe(1002);
    expect(layerOf('Второе')).toBe(1004);
    expect(screen.getByRole('dialog', { name: 'Второе' })).toHaveAttribute('data-size', '5xl');
    expect(screen.getByRole('dialog', { name: 'Второе' })).toHaveAttribute('data-align', 'middle');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeSecond).toHaveBeenCalledOnce();
    expect(closeFirst).not.toHaveBeenCalled();
  });

  it('renders into the frame modal container when there is one', () => {
    const host = document.createElement('div');
    host.id = 'modal-root';
    document.body.append(host);
    render(
      <ModalDialog title="Окно" open onClose={() => {}}>
        x
      </ModalDialog>,
    );
    expect(host).toContainElement(screen.getByRole('dialog', { name: 'Окно' }));
    host.remove();
  });
});
