// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAINT_MARKS } from '../paint-marks';
import { usePaintMark } from '../use-paint-mark';

function Rows({ count }: { count: number }) {
  usePaintMark(PAINT_MARKS.firstResultRow, count > 0);
  return null;
}

const marks = () => performance.getEntriesByName(PAINT_MARKS.firstResultRow, 'mark');
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

beforeEach(() => performance.clearMarks());
afterEach(cleanup);

describe('usePaintMark', () => {
  it('marks the frame that first shows a row, and only once per document', async () => {
    const { rerender, unmount } = render(<Rows count={0} />);
    await nextFrame();
    expect(marks()).toHaveLength(0);
    rerender(<Rows count={1} />);
    await waitFor(() => expect(marks()).toHaveLength(1));
    rerender(<Rows count={5} />);
    unmount();
    render(<Rows count={3} />);
    await nextFrame();
    await nextFrame();
    expect(marks()).toHaveLength(1);
  });

  it('sets no mark when the rows go before their frame is painted', async () => {
    const { rerender } = render(<Rows count={1} />);
    rerender(<Rows count={0} />);
    await nextFrame();
    await nextFrame();
    expect(marks()).toHaveLength(0);
  });
});
