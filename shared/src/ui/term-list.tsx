import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';

/** One term and its detail. A term whose detail is null, undefined or false is left out. */
export interface TermListItem {
  term: ReactNode;
  detail: ReactNode;
  /** The React key of an item that comes from data; by default its position. */
  key?: Key;
  /** The class of the item's `<div>` (none in a `flat` list). */
  className?: string;
  /** The attributes of the `<dd>`: its class, the data-* marks that tests read. */
  detailProps?: HTMLAttributes<HTMLElement> & { [mark: `data-${string}`]: string | boolean | undefined };
}

/**
 * A list of facts as one `<dl>` of terms and their details, so every page writes the markup its CSS and
 * tests expect the same way: each pair in a `<div>`, or `flat`, the `<dt>`s and `<dd>`s straight in the
 * `<dl>` (a list styled as a two-column grid).
 */
export function TermList({ items, className, flat = false }: { items: readonly TermListItem[]; className?: string; flat?: boolean }) {
  return (
    <dl className={className}>
      {items.map(({ term, detail, key, className: itemClass, detailProps }, index) => {
        if (detail == null || detail === false) return null;
        const pair = (
          <>
            <dt>{term}</dt>
            <dd {...detailProps}>{detail}</dd>
          </>
        );
        return flat ? (
          <Fragment key={key ?? index}>{pair}</Fragment>
        ) : (
          <div key={key ?? index} className={itemClass}>
            {pair}
          </div>
        );
      })}
    </dl>
  );
}
