import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TermList } from '../term-list';

describe('TermList', () => {
  it('writes each term and its detail in a <div> of the <dl>', () => {
    const { container } = render(
      <TermList
        className="facts"
        items={[
          { term: 'Адрес', detail: 'Невский пр., 1' },
          { term: 'Телефон', detail: <a href="tel:+78120000000">+7 812 000-00-00</a> },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="facts"><div><dt>Адрес</dt><dd>Невский пр., 1</dd></div>' +
        '<div><dt>Телефон</dt><dd><a href="tel:+78120000000">+7 812 000-00-00</a></dd></div></dl>',
    );
  });

  it('gives an item its own class and its <dd> the attributes asked for', () => {
    const { container } = render(
      <TermList
        className="prices"
        items={[
          { term: 'Сейчас', detail: '5 000 ₽', className: 'row', detailProps: { 'data-current-price': true } },
          { term: 'Итого', detail: '7 000 ₽', detailProps: { className: 'total' } },
        ]}
      />,
    );
    expect(container.innerHTML).toBe(
      '<dl class="prices"><div class="row"><dt>Сейчас</dt><dd data-current-price="true">5 000 ₽</dd></div>' +
        '<div><dt>Итого</dt><dd class="total">7 000 ₽</dd></div></dl>',
    );
  });

  it('leaves out a term whose detail is absent, but keeps an empty or zero one', () => {
    const { container } = render(
      <TermList
        items={[
          { term: 'a', detail: null },
          { term: 'b', detail: undefined },
          { term: 'c', detail: false },
          { term: 'd', detail: 0 },
          { term: 'e', detail: '' },
        ]}
      />,
    );
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['d', 'e']);
  });

  it('puts the terms and details straight in the <dl> when flat', () => {
    const { container } = render(
      <TermList
        className="fare"
        flat
        items={[
          { term: 'Тариф', detail: 'Базовый' },
          { term: 'Багаж', detail: 'нет' },
        ]}
      />,
    );
    expect(container.innerHTML).toBe('<dl class="fare"><dt>Тариф</dt><dd>Базовый</dd><dt>Багаж</dt><dd>нет</dd></dl>');
  });
});
