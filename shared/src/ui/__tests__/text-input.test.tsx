import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput, type TextInputProps } from '../text-input';

type Props = Partial<TextInputProps> & { initial?: string };

function Field({ initial = '', ...props }: Props) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TextInput label="Email" name="email" value={value} onValueChange={setValue} {...props} />
      <output data-testid="value">[{value}]</output>
      <button type="button">elsewhere</button>
    </>
  );
}

const required = (value: string) => value !== '' || 'Обязательное поле';

describe('TextInput', () => {
  it('has a label that names the input', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'text');
  });

  it('validates lazily: no message before the person leaves the field', async () => {
    render(<Field validators={[required]} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Обязательное поле');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('validates at once when not lazy', () => {
    render(<Field lazy={false} validators={[required]} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Обязательное поле');
  });

  it('does not validate on each keystroke, only on blur', async () => {
    render(<Field validators={[required]} />);
    const input = screen.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.tab();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(input, 'a');
    expect(screen.getByRole('alert')).toHaveTextContent('Обязательное поле');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('trims surrounding whitespace on change', async () => {
    render(<Field />);
    await userEvent.type(screen.getByRole('textbox'), '  a@b.ru  ');
    await userEvent.tab();
    expect(screen.getByTestId('value')).toHaveTextContent('[a@b.ru]');
  });

  it('keeps whitespace when marked non-trimmed', async () => {
    render(<Field nonTrimmed />);
    await userEvent.type(screen.getByRole('textbox'), ' pass ');
    await userEvent.tab();
    expect(screen.getByTestId('value').textContent).toBe('[ pass ]');
  });

  it('shows the default message with the field name when a validator gives none', async () => {
    render(<Field validators={[() => false]} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not valid.');
  });

  it('lets an explicit error text override the first validator message', async () => {
    render(<Field validators={[required]} errorText="Введите адрес почты" />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Введите адрес почты');
  });

  it('shows no error while disabled', () => {
    render(<Field disabled lazy={false} validators={[required]} error="Ошибка сервера" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error given from outside', () => {
    render(<Field error="Укажите корректный email" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите корректный email');
  });

  it('shows the hint only while focused', async () => {
    render(<Field hint="Пришлём билеты на эту почту" />);
    expect(screen.queryByText('Пришлём билеты на эту почту')).toBeNull();
    await userEvent.click(screen.getByRole('textbox'));
    expect(screen.getByText('Пришлём билеты на эту почту')).toBeVisible();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Пришлём билеты на эту почту');
    await userEvent.tab();
    expect(screen.queryByText('Пришлём билеты на эту почту')).toBeNull();
  });

  it('does not repeat a hint its message already says, and keeps one the message does not', async () => {
    const hint = 'Русскими буквами, как в документе';
    const { rerender } = render(<Field hint={hint} error="Заполните фамилию русскими буквами, как в документе" />);
    await userEvent.click(screen.getByRole('textbox'));
    expect(screen.getByRole('alert')).toHaveTextContent('Заполните фамилию русскими буквами, как в документе');
    expect(screen.queryByText(hint)).toBeNull();
    rerender(<Field hint={hint} error="Обязательное поле" />);
    expect(screen.getByText(hint)).toBeVisible();
  });

  it('shows no hint on a disabled input', () => {
    render(<Field hint="Подсказка" disabled />);
    screen.getByRole('textbox').focus();
    expect(screen.queryByText('Подсказка')).toBeNull();
  });

  it('applies an input mask', async () => {
    render(<Field mask="99.99.9999" />);
    await userEvent.type(screen.getByRole('textbox'), '1203x1990');
    expect(screen.getByTestId('value')).toHaveTextContent('[12.03.1990]');
  });

  it('defaults a password field to current-password autocomplete and can show the password', async () => {
    render(<Field type="password" label="Пароль" name="password" />);
    const input = screen.getByLabelText('Пароль');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps an autocomplete it is given', () => {
    render(<Field type="password" label="Пароль" name="password" autoComplete="new-password" />);
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('autocomplete', 'new-password');
  });
});
