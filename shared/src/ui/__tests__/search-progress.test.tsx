// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchProgress } from '../search-progress';

afterEach(cleanup);

describe('SearchProgress', () => {
  it('names the bar, reads out how far the search is, and shows its line', () => {
    render(
      <SearchProgress label="Ищем билеты" progress={40}>
        Ищем билеты у авиакомпаний…
      </SearchProgress>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Ищем билеты' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', 'Поиск выполнен на 40%');
    expect(bar.firstElementChild).toHaveStyle({ width: '40%' });
    expect(screen.getByText('Ищем билеты у авиакомпаний…')).not.toHaveAttribute('aria-hidden');
  });

  it('is never drawn empty, and leaves a line announced elsewhere to that announcement', () => {
    render(
      <SearchProgress label="Опрашиваем туроператоров" progress={0} textAnnouncedElsewhere>
        Опрашиваем туроператоров…
      </SearchProgress>,
    );
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({ width: '5%' });
    expect(screen.getByText('Опрашиваем туроператоров…')).toHaveAttribute('aria-hidden', 'true');
  });
});
