import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { passengerSchema } from '../../passengers/passenger-schema';
import { emptyPassenger, formResolver, PassengerFields, type PassengerFormValues } from '..';

const countries = [
  { code: 'GB', name: 'Великобритания' },
  { code: 'RU', name: 'Россия' },
];

function Form({
  initial,
  disabled,
  onValid,
  children,
}: {
  initial: PassengerFormValues;
  disabled?: boolean;
  onValid?: (values: PassengerFormValues) => void;
  children?: ReactNode;
}) {
  const form = useForm<PassengerFormValues>({ defaultValues: initial, mode: 'onBlur', reValidateMode: 'onBlur', resolver: formResolver(passengerSchema) });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onValid?.(values))}>
        <PassengerFields legend="Взрослый, пассажир 1" countries={countries} disabled={disabled ?? false} />
        {children}
        <button type="submit">Продолжить</button>
      </form>
    </FormProvider>
  );
}

describe('PassengerFields (docs/product-rules.md §5)', () => {
  it('checks a field when it is left, not while typing; the hint shows only while focused', async () => {
    render(<Form initial={emptyPassenger('ADULT', ['PASSPORT', 'INT_PASSPORT'])} />);
    const number = screen.getByRole('textbox', { name: 'Номер документа' });
    await userEvent.click(number);
    expect(screen.getByText('Серия и номер: 10 цифр подряд')).toBeInTheDocument();
    await userEvent.type(number, '4510 12');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('10 цифр без пробела');
    expect(screen.queryByText('Серия и номер: 10 цифр подряд')).not.toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it('trims what was typed when the field is left', async () => {
    const onValid = vi.fn();
    render(
      <Form
        initial={{
          ...emptyPassenger('ADULT', ['PASSPORT']),
          gender: 'm',
          firstName: 'Иван',
          middleName: 'Иванович',
          birthDate: '01.02.1985',
          documentNumber: '4510123456',
        }}
        onValid={onValid}
      />,
    );
    const lastName = screen.getByRole('textbox', { name: 'Фамилия' });
    await userEvent.type(lastName, '  Иванов  ');
    await userEvent.tab();
    expect(lastName).toHaveValue('Иванов');
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Иванов' })));
  });

  it('shows the passport spelling of a Cyrillic name for a Latin-letter document, fixed in one click', async () => {
    render(<Form initial={emptyPassenger('ADULT', ['INT_PASSPORT'])} />);
    const lastName = screen.getByRole('textbox', { name: 'Фамилия' });
    await userEvent.type(lastName, 'Щукин');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Заполните фамилию латинскими буквами, как в паспорте');
    expect(screen.getByText('SHCHUKIN', { selector: 'span' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Исправить на SHCHUKIN' }));
    expect(lastName).toHaveValue('SHCHUKIN');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a Cyrillic name in a focused field: the message is not repeated by the hint, and pressing the fix keeps focus there', async () => {
    render(<Form initial={{ ...emptyPassenger('ADULT', ['INT_PASSPORT']), lastName: 'Иванов', firstName: 'Иван' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    const lastName = screen.getByRole('textbox', { name: 'Фамилия' });
    await waitFor(() => expect(lastName).toHaveFocus());
    expect(lastName).toHaveAccessibleDescription('Заполните фамилию латинскими буквами, как в паспорте');
    expect(screen.queryByText('Латинскими буквами, как в паспорте')).not.toBeInTheDocument();
    const fix = screen.getByRole('button', { name: 'Исправить на IVANOV' });
    // A blur would reflow the messages under the finger; the press must leave focus where it is.
    expect(fireEvent.mouseDown(fix)).toBe(false);
    await userEvent.click(fix);
    expect(lastName).toHaveValue('IVANOV');
  });

  it('checks visited names again when the document type changes', async () => {
    render(<Form initial={emptyPassenger('ADULT', ['PASSPORT', 'INT_PASSPORT', 'FOREIGN_PASSPORT'])} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Имя' }), 'Ivan');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Заполните имя русскими буквами, как в документе');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Документ' }), 'Заграничный паспорт РФ');
    await waitFor(() => expect(screen.queryByText('Заполните имя русскими буквами, как в документе')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Отчество (необязательно)' })).toBeInTheDocument();
  });

  it('on submit shows every message and moves focus to the first invalid field', async () => {
    render(<Form initial={emptyPassenger('CHILD', ['BIRTH', 'INT_PASSPORT'])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveFocus());
    const texts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(texts).toEqual(['Обязательное поле', 'Обязательное поле', 'Обязательное поле', 'Укажите пол', 'Обязательное поле', 'Обязательное поле']);
  });

  it('a disabled form shows no error, even one it had', async () => {
    const initial = { ...emptyPassenger('ADULT', ['PASSPORT']), firstName: 'Ivan' };
    const { rerender } = render(<Form initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
    rerender(<Form initial={initial} disabled />);
    expect(screen.getByRole('textbox', { name: 'Имя' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
