import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a list to render: the first screen at once, every row once the browser is idle
 * after it (rendered in a transition, in slices), so the first results paint in one short task on
 * a slow phone. A new `listKey` (another search) starts at the first screen again.
 */
export function useRowsWhenIdle(count: number, firstScreen: number, listKey: string): number {
  const [idleKey, setIdleKey] = useState<string | null>(null);
  const idle = idleKey === listKey;
  const hasRows = count > 0;
  useEffect(() => {
    if (idle || !hasRows) return;
    const renderAll = () => startTransition(() => setIdleKey(listKey));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(renderAll, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(renderAll, 50);
    return () => clearTimeout(timer);
  }, [idle, hasRows, listKey]);
  return idle ? count : Math.min(count, firstScreen);
}
