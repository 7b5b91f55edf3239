import { useId, type ReactNode } from 'react';
import { formatRub } from 'shared';
import type { FacetOption, ResultFacets } from './filter-results';
import { DAY_PARTS, hasActiveFilters, type DayPart, type ResultFilterState } from './result-filters';
import { formatDuration, stopsLabel } from './trip-format';
import styles from './results.module.css';

export interface FiltersPanelProps {
  filters: ResultFilterState;
  facets: ResultFacets;
  /** `replace` for a slider being dragged: one history entry per gesture, not per pixel. */
  onChange: (filters: ResultFilterState, replace?: boolean) => void;
}

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.filterGroup}>
      <legend className={styles.filterTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}

function Check<T extends string | number>({
  option,
  label,
  checked,
  onToggle,
}: {
  option: FacetOption<T>;
  label: string;
  checked: boolean;
  onToggle: () => void;
}) {
  const empty = option.count === 0 && !checked;
  return (
    <label className={styles.check} data-empty={empty || undefined}>
      <input type="checkbox" checked={checked} onChange={onToggle} />
      <span className={styles.checkLabel}>{label}</span>
      <span className={styles.checkCount}>
        {option.count}
        <span className={styles.visuallyHidden}> {option.count === 1 ? 'вариант' : 'вариантов'}</span>
      </span>
      {option.minPrice !== null && <span className={styles.checkPrice}>от {formatRub(option.minPrice)}</span>}
    </label>
  );
}

function Range({
  label,
  min,
  max,
  step,
  value,
  format,
  onChange,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number | null;
  format: (n: number) => string;
  onChange: (n: number | null, replace: boolean) => void;
}) {
  const id = useId();
  const current = value ?? max;
  return (
    <div className={styles.range}>
      <label htmlFor={id} className={styles.rangeLabel}>
        {label}: <output htmlFor={id}>{value === null ? 'любая' : `до ${format(current)}`}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(Math.max(current, min), max)}
        aria-valuetext={value === null ? 'любая' : `до ${format(current)}`}
        onChange={(event) => {
          const next = Number(event.target.value);
          onChange(next >= max ? null : next, true);
        }}
      />
    </div>
  );
}

/**
 * The filter panel: every option comes from the results (with how many results it leaves), so
 * nothing offered leads to an empty list by surprise. Changes go to the URL query at once.
 */
export function FiltersPanel({ filters, facets, onChange }: FiltersPanelProps) {
  const set = (patch: Partial<ResultFilterState>, replace = false) => onChange({ ...filters, ...patch }, replace);
  const partGroup = (kind: 'departureParts' | 'arrivalParts', direction: 0 | 1, title: string) => {
    const options = facets[kind][direction];
    if (!options.some((o) => o.count > 0) && filters[kind][direction].length === 0) return null;
    return (
      <Group title={title}>
        {options.map((option) => (
          <Check
            key={option.value}
            option={option}
            label={`${DAY_PARTS[option.value].label} ${DAY_PARTS[option.value].from}–${DAY_PARTS[option.value].to}`}
            checked={filters[kind][direction].includes(option.value)}
            onToggle={() => {
              const next: [DayPart[], DayPart[]] = [[...filters[kind][0]], [...filters[kind][1]]];
              next[direction] = toggle(next[direction], option.value);
              set({ [kind]: next });
            }}
          />
        ))}
      </Group>
    );
  };
  return (
    <div className={styles.filters}>
      {hasActiveFilters(filters) && (
        <button
          type="button"
          className={styles.resetButton}
          onClick={() =>
            onChange({
              ...filters,
              stops: [],
              airlines: [],
              departureParts: [[], []],
              arrivalParts: [[], []],
              baggage: false,
              maxDurationMinutes: null,
              originAirports: [],
              destinationAirports: [],
              priceMax: null,
            })
          }
        >
          Сбросить все фильтры
        </button>
      )}
      <Group title="Пересадки">
        {facets.stops.map((option) => (
          <Check
            key={option.value}
            option={option}
            label={stopsLabel(option.value)}
            checked={filters.stops.includes(option.value)}
            onToggle={() => set({ stops: toggle(filters.stops, option.value) })}
          />
        ))}
      </Group>
      <Group title="Багаж">
        <Check
          option={{ value: 'baggage', count: facets.baggageCount, minPrice: null }}
          label="Только с багажом"
          checked={filters.baggage}
          onToggle={() => set({ baggage: !filters.baggage })}
        />
      </Group>
      {facets.price && facets.price.max > facets.price.min && (
        <Group title="Цена">
          <Range
            label="Цена"
            min={facets.price.min}
            max={facets.price.max}
            step={100}
            value={filters.priceMax}
            format={formatRub}
            onChange={(priceMax, replace) => set({ priceMax }, replace)}
          />
        </Group>
      )}
      {facets.duration && facets.duration.max > facets.duration.min && (
        <Group title="Время в пути">
          <Range
            label="В пути"
            min={facets.duration.min}
            max={facets.duration.max}
            step={15}
            value={filters.maxDurationMinutes}
            format={formatDuration}
            onChange={(maxDurationMinutes, replace) => set({ maxDurationMinutes }, replace)}
          />
        </Group>
      )}
      {partGroup('departureParts', 0, 'Вылет туда')}
      {partGroup('arrivalParts', 0, 'Прилёт туда')}
      {facets.directions > 1 && partGroup('departureParts', 1, 'Вылет обратно')}
      {facets.directions > 1 && partGroup('arrivalParts', 1, 'Прилёт обратно')}
      <Group title="Авиакомпании">
        {facets.airlines.map((option) => (
          <Check
            key={option.value}
            option={option}
            label={option.name}
            checked={filters.airlines.includes(option.value)}
            onToggle={() => set({ airlines: toggle(filters.airlines, option.value) })}
          />
        ))}
      </Group>
      {facets.originAirports.length > 1 && (
        <Group title="Аэропорт вылета">
          {facets.originAirports.map((option) => (
            <Check
              key={option.value}
              option={option}
              label={`${option.name} (${option.value})`}
              checked={filters.originAirports.includes(option.value)}
              onToggle={() => set({ originAirports: toggle(filters.originAirports, option.value) })}
            />
          ))}
        </Group>
      )}
      {facets.destinationAirports.length > 1 && (
        <Group title="Аэропорт прилёта">
          {facets.destinationAirports.map((option) => (
            <Check
              key={option.value}
              option={option}
              label={`${option.name} (${option.value})`}
              checked={filters.destinationAirports.includes(option.value)}
              onToggle={() => set({ destinationAirports: toggle(filters.destinationAirports, option.value) })}
            />
          ))}
        </Group>
      )}
    </div>
  );
}
