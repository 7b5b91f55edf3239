import { useLayoutEffect } from 'react';
import type { PaintMarkName } from './paint-marks';

/**
 * Sets the user-timing mark `name` in the frame that first paints what it names, once per document: marks count from navigation,
 * so a later client-side visit would measure nothing a traveller waited for.
 */
export function usePaintMark(name: PaintMarkName, shown: boolean): void {
  useLayoutEffect(() => {
    if (!shown || performance.getEntriesByName(name, 'mark').length > 0) return;
    const frame = requestAnimationFrame(() => {
      if (performance.getEntriesByName(name, 'mark').length === 0) performance.mark(name);
    });
    return () => cancelAnimationFrame(frame);
  }, [name, shown]);
}
