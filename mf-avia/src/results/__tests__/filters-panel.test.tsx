import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FiltersPanel } from '../filters-panel';
import { NO_FILTERS, type ResultFacets, type ResultFilterState } from 'shared/flights';

const noParts = () => (['night', 'morning', 'day', 'evening'] as const).map((value) => ({ value, count: 0, minPrice: null }));
const facets: ResultFacets = {
  stops: [
    { value: 0, count: 3, minPrice: 5400 },
    { value: 1, count: 2, minPrice: 4100 },
  ],
  airlines: [
    { value: 'SU', name: 'Аэрофлот', count: 4, minPrice: 4100 },
    { value: 'S7', name: 'S7 Airlines', count: 1, minPrice: 6000 },
  ],
  departureParts: [noParts(), noParts()],
  arrivalParts: [noParts(), noParts()],
  originAirports: [],
  destinationAirports: [],
  baggageCount: 2,
  duration: null,
  price: null,
  directions: 1,
};

/** The panel as the results page holds it: the filters are state, each change replaces them. */
function PanelWithState({
  onChange,
  panelFacets = facets,
  legLabels,
}: {
  onChange: (filters: ResultFilterState) => void;
  panelFacets?: ResultFacets;
  legLabels?: string[];
}) {
  const [filters, setFilters] = useState(NO_FILTERS);
  return (
    <FiltersPanel
      filters={filters}
      facets={panelFacets}
      legLabels={legLabels}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
    />
  );
}

describe('filters panel', () => {
  it('offers the time windows of each flight of a multi-city trip, named by its «Перелёт N»', async () => {
    const someParts = () => noParts().map((option) => ({ ...option, count: option.value === 'morning' ? 2 : 1, minPrice: 38700 }));
    const threeLegs = {
      ...facets,
      departureParts: [someParts(), someParts(), someParts()],
      arrivalParts: [someParts(), someParts(), someParts()],
      directions: 3,
    };
    const changes: ResultFilterState[] = [];
    render(<PanelWithState onChange={(next) => changes.push(next)} panelFacets={threeLegs} legLabels={['Перелёт 1', 'Перелёт 2', 'Перелёт 3']} />);
    const titles = screen.getAllByRole('group').map((group) => group.querySelector('legend')!.textContent);
    expect(titles).toEqual(expect.arrayContaining(['Перелёт 1: вылет', 'Перелёт 1: прилёт', 'Перелёт 3: вылет', 'Перелёт 3: прилёт']));
    expect(titles).not.toContain('Вылет туда');
    await userEvent.click(screen.getByRole('group', { name: 'Перелёт 3: вылет' }).querySelector('input')!);
    await userEvent.click(screen.getByRole('group', { name: 'Перелёт 1: прилёт' }).querySelectorAll('input')[3]!);
    expect(changes.at(-1)!.departureParts).toEqual([[], [], ['night']]);
    expect(changes.at(-1)!.arrivalParts).toEqual([['evening'], []]);
  });

  it('adds each click to the filters chosen before it (the options keep their handlers between clicks)', async () => {
    const changes: ResultFilterState[] = [];
    render(<PanelWithState onChange={(next) => changes.push(next)} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Без пересадок/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Аэрофлот/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Только с багажом/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Без пересадок/ }));
    expect(changes.map((f) => [f.stops, f.airlines, f.baggage])).toEqual([
      [[0], [], false],
      [[0], ['SU'], false],
      [[0], ['SU'], true],
      [[], ['SU'], true],
    ]);
    expect(screen.getByRole('checkbox', { name: /Без пересадок/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Аэрофлот/ })).toBeChecked();
  });

  it('shows each option with its count and cheapest price', () => {
    render(<FiltersPanel filters={NO_FILTERS} facets={facets} onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: /Аэрофлот/ }).closest('label')).toHaveTextContent(/Аэрофлот\s*4 варианта\s*от 4\s100\s₽/);
  });
});
