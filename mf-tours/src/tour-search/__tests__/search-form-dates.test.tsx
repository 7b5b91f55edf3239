import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer, useState } from 'react';
import { addDaysIso, isoToDisplayDate } from 'shared';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from '../search-form';
import { defaultSearchForm, searchFormReducer, toSearchRequest, type SearchFormErrors } from '../search-form-state';

vi.mock('../../common/departure-cities', () => ({ departureCities: () => new Promise(() => {}) }));

/** The form as the page drives it: its state (shown as the ISO dates the request and address use) and its errors. */
function FormUnderTest() {
  const [values, dispatch] = useReducer(searchFormReducer, defaultSearchForm());
  const [errors, setErrors] = useState<SearchFormErrors>({});
  return (
    <>
      <SearchForm
        values={values}
        errors={errors}
        dispatch={dispatch}
        onSubmit={() => {
          const checked = toSearchRequest(values);
          setErrors(checked.ok ? {} : checked.errors);
        }}
      />
      <output data-testid="dates">{`${values.departureDateFrom}/${values.departureDateTo}`}</output>
    </>
  );
}

const dates = () => screen.getByTestId('dates').textContent;
const fromField = () => screen.getByRole('textbox', { name: 'с' });
const toField = () => screen.getByRole('textbox', { name: 'по' });

describe('tour search form dates', () => {
  it('shows the window as ДД.ММ.ГГГГ and keeps it as ISO', () => {
    render(<FormUnderTest />);
    const [fromIso, toIso] = dates()!.split('/') as [string, string];
    expect(fromField()).toHaveValue(isoToDisplayDate(fromIso));
    expect(toField()).toHaveValue(isoToDisplayDate(toIso));
    expect(fromField()).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
  });

  it('reads a typed ДД.ММ.ГГГГ date, moving the window with its first day', async () => {
    const user = userEvent.setup();
    render(<FormUnderTest />);
    const [fromIso, toIso] = dates()!.split('/') as [string, string];
    const newFrom = addDaysIso(fromIso, 20);
    await user.clear(fromField());
    await user.type(fromField(), isoToDisplayDate(newFrom));
    const span = (Date.parse(toIso) - Date.parse(fromIso)) / 86_400_000;
    expect(dates()).toBe(`${newFrom}/${addDaysIso(newFrom, span)}`);
    expect(fromField()).toHaveValue(isoToDisplayDate(newFrom));
    expect(toField()).toHaveValue(isoToDisplayDate(addDaysIso(newFrom, span)));
  });

  it('keeps an unfinished date as typed and asks for ДД.ММ.ГГГГ on search', async () => {
    const user = userEvent.setup();
    render(<FormUnderTest />);
    await user.clear(toField());
    await user.type(toField(), '31.1');
    expect(toField()).toHaveValue('31.1');
    expect(dates()).toMatch(/^\d{4}-\d{2}-\d{2}\/$/);
    await user.click(screen.getByRole('button', { name: 'Найти туры' }));
    expect(toField()).toHaveAccessibleDescription(/Заполните дату в формате ДД\.ММ\.ГГГГ/);
    expect(toField()).toHaveAttribute('aria-invalid', 'true');
    expect(toField()).toHaveValue('31.1');
  });

  it('picks the first day from the Russian calendar', async () => {
    const user = userEvent.setup();
    const { container } = render(<FormUnderTest />);
    const opener = screen.getByRole('button', { name: 'Вылет с: открыть календарь' });
    await user.click(opener);
    const calendar = screen.getByRole('dialog', { name: 'Вылет с' });
    const target = addDaysIso(dates()!.split('/')[0]!, 3);
    const dayButton = await waitFor(
      () => {
        const button = container.querySelector<HTMLButtonElement>(`[data-day="${target}"] button`);
        expect(button).not.toBeNull();
        return button!;
        // The calendar's own chunk loads on the first open.
      },
      { timeout: 8000 },
    );
    // Russian, week from Monday; days before tomorrow cannot be chosen.
    expect(calendar.querySelector('thead th')).toHaveTextContent('пн');
    expect(calendar).toHaveTextContent(/(январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь) \d{4}/);
    await user.click(dayButton);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fromField()).toHaveValue(isoToDisplayDate(target));
    expect(dates()!.split('/')[0]).toBe(target);
    expect(opener).toHaveFocus();
  });

  it('writes both ends of the nights range alike, under the legend «Ночей» («от 7», «до 10», not «до 10 ночей»)', () => {
    render(<FormUnderTest />);
    const nights = screen.getByRole('group', { name: 'Ночей' });
    const optionTexts = (name: string) => [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((option) => option.text);
    expect(nights).toContainElement(screen.getByRole('combobox', { name: 'до' }));
    expect(optionTexts('до')).toEqual(optionTexts('от'));
    expect(optionTexts('до').every((text) => /^\d+$/.test(text))).toBe(true);
  });
});
