import type { HTMLAttributes, Key, ReactNode } from 'react';

/** One term and its detail. A term whose detail is null, undefined or false is left out. */
export interface TermListItem {
  term: ReactNode;
  detail: ReactNode;
  /** The React key of an item that comes from data; by default its position. */
  key?: Key;
  /** The class of the item's `<div>`. */
  className?: string;
  /** The attributes of the `<dd>`: its class, the data-* marks that tests read. */
  detailProps?: HTMLAttributes<HTMLElement> & { [mark: `data-${string}`]: string | boolean | undefined };
}

/**
 * A list of facts as one `<dl>` of terms and their details, each pair in a `<div>`, so every page writes
 * the markup its CSS and tests expect the same way.
 */
export function TermList({ items, className }: { items: readonly TermListItem[]; className?: string }) {
  return (
    <dl className={className}>
      {items.map(({ term, detail, key, className: itemClass, detailProps }, index) => {
        if (detail == null || detail === false) return null;
        return (
          <div key={key ?? index} className={itemClass}>
            <dt>{term}</dt>
            <dd {...detailProps}>{detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}
