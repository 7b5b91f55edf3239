import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { TermList } from '../term-list';

const markup = (props: ComponentProps<typeof TermList>) => render(<TermList {...props} />).container.innerHTML;

describe('TermList', () => {
  it('writes each term and its detail in a <div> of the <dl>', () => {
    const phone = <a href="tel:+78120000000">+7 812 000-00-00</a>;
    expect(
      markup({
        className: 'facts',
        items: [
          { term: 'Адрес', detail: 'Невский пр., 1' },
          { term: 'Телефон', detail: phone },
        ],
      }),
    ).toBe(
      '<dl class="facts"><div><dt>Адрес</dt><dd>Невский пр., 1</dd></div>' +
        '<div><dt>Телефон</dt><dd><a href="tel:+78120000000">+7 812 000-00-00</a></dd></div></dl>',
    );
  });

  it('gives an item its own class and its <dd> the attributes asked for', () => {
    const current = { term: 'Сейчас', detail: '5 000 ₽', className: 'row', detailProps: { 'data-current-price': true } };
    const total = { term: 'Итого', detail: '7 000 ₽', detailProps: { className: 'total' } };
    expect(markup({ className: 'prices', items: [current, total] })).toBe(
      '<dl class="prices"><div class="row"><dt>Сейчас</dt><dd data-current-price="true">5 000 ₽</dd></div>' +
        '<div><dt>Итого</dt><dd class="total">7 000 ₽</dd></div></dl>',
    );
  });

  it('leaves out a term whose detail is absent, but keeps an empty or zero one', () => {
    const details = [null, undefined, false, 0, ''];
    const { container } = render(<TermList items={details.map((detail, index) => ({ term: `t${index}`, detail }))} />);
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['t3', 't4']);
  });
});
