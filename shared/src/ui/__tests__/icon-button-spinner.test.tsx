import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, Icon, ICON_SIZES, Spinner } from '..';

describe('Icon', () => {
  it.each(Object.entries(ICON_SIZES))('size %s is %i px', (size, pixels) => {
    const { container } = render(<Icon name="menu" size={size as keyof typeof ICON_SIZES} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', String(pixels));
    expect(svg).toHaveAttribute('height', String(pixels));
  });

  it('is hidden from screen readers unless labelled', () => {
    const { container } = render(
      <>
        <Icon name="menu" />
        <Icon name="mail" label="Почта" />
      </>,
    );
    expect(container.querySelector('[data-icon="menu"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('img', { name: 'Почта' })).toBeInTheDocument();
  });

  it('icon sizes of product rules §9: xs 12 … 8xl 56', () => {
    expect(ICON_SIZES).toEqual({ xs: 12, sm: 16, md: 20, lg: 24, xl: 28, '2xl': 32, '3xl': 36, '4xl': 40, '5xl': 44, '6xl': 48, '7xl': 52, '8xl': 56 });
  });
});

describe('Button', () => {
  it('is a plain button by default and runs its action', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Войти</Button>);
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while busy is disabled and says so', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Войти
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Spinner', () => {
  it('announces what is loading', () => {
    render(<Spinner label="Загружаем профиль" />);
    expect(screen.getByRole('status', { name: 'Загружаем профиль' })).toBeInTheDocument();
  });
});
