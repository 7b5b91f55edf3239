import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InfiniteLoader, type PageOutcome } from '../infinite-loader';

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('InfiniteLoader', () => {
  it('loads pages while in view until the list is complete', async () => {
    const outcomes: PageOutcome[] = ['loaded', 'loaded', 'complete'];
    const onLoadMore = vi.fn(async () => outcomes.shift()!);
    render(<InfiniteLoader onLoadMore={onLoadMore} />);
    await settle();
    await settle();
    await settle();
    expect(onLoadMore).toHaveBeenCalledTimes(3);
    expect(screen.getByText('No more results!')).toBeInTheDocument();
  });

  it('shows a spinner while loading', async () => {
    let finish: (outcome: PageOutcome) => void = () => {};
    render(
      <InfiniteLoader
        onLoadMore={() =>
          new Promise((resolve) => {
            finish = resolve;
          })
        }
      />,
    );
    expect(await screen.findByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    await act(async () => finish('complete'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on failure shows the error text and retries on request', async () => {
    const onLoadMore = vi.fn<() => Promise<PageOutcome>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue('complete');
    render(<InfiniteLoader onLoadMore={onLoadMore} />);
    await settle();
    expect(screen.getByText('Oops something went wrong!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await settle();
    expect(screen.getByText('No more results!')).toBeInTheDocument();
  });

  it('uses the texts it is given', async () => {
    render(<InfiniteLoader onLoadMore={async () => 'complete'} texts={{ complete: 'Больше туров нет' }} />);
    await settle();
    expect(screen.getByText('Больше туров нет')).toBeInTheDocument();
  });

  it('says nothing at the end when its end text is empty', async () => {
    const { container } = render(<InfiniteLoader onLoadMore={async () => 'complete'} texts={{ complete: '' }} />);
    await settle();
    expect(container.querySelector('[data-state="complete"]')).toBeEmptyDOMElement();
  });

  it('starts over when the reset key changes', async () => {
    const onLoadMore = vi.fn(async (): Promise<PageOutcome> => 'complete');
    const { rerender } = render(<InfiniteLoader onLoadMore={onLoadMore} resetKey="a" />);
    await settle();
    rerender(<InfiniteLoader onLoadMore={onLoadMore} resetKey="b" />);
    await settle();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
