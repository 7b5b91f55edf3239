import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnDemand, ON_DEMAND_FAILED_MESSAGE } from '../on-demand/load-on-demand';

afterEach(() => vi.restoreAllMocks());

function EmailForm({ note }: { note: string }) {
  return (
    <>
      <label>
        E-mail: <input name="email" />
      </label>
      <p>{note}</p>
    </>
  );
}

/** A download the test finishes by hand, like a slow network. */
function deferredCode() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const fetchCode = vi.fn(
    () =>
      new Promise<typeof EmailForm>((resolve, reject) => {
        finish = () => resolve(EmailForm);
        fail = reject;
      }),
  );
  return { fetchCode, finish: () => finish(), fail: (error: Error) => fail(error) };
}

describe('loadOnDemand', () => {
  it('announces loading, then shows the part and gives its first field focus inside a dialog', async () => {
    const code = deferredCode();
    const part = loadOnDemand(code.fetchCode, { loadingLabel: 'Загружаем форму входа', focusFirstFieldWhenReady: true });
    // awaited act: the part suspends on its code (React `use`)
    await act(async () => {
      render(
        <div role="dialog" aria-label="Вход">
          <button type="button">Закрыть</button>
          <part.Component note="после загрузки" />
        </div>,
      );
    });
    expect(screen.getByRole('status', { name: 'Загружаем форму входа' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Закрыть' }).focus();
    await act(async () => code.finish());
    expect(await screen.findByLabelText('E-mail:')).toHaveFocus();
    expect(screen.getByText('после загрузки')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches the code once however often preload runs, and renders at once when it is there', async () => {
    const code = deferredCode();
    const part = loadOnDemand(code.fetchCode, { loadingLabel: 'Загрузка' });
    part.preload();
    part.preload();
    code.finish();
    await part.load();
    render(<part.Component note="сразу" />);
    expect(screen.getByText('сразу')).toBeInTheDocument();
    expect(code.fetchCode).toHaveBeenCalledTimes(1);
  });

  it('shows a Russian message with "Повторить" when the download fails, and retries on click', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchCode = vi.fn<() => Promise<typeof EmailForm>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(EmailForm);
    const part = loadOnDemand(fetchCode, { loadingLabel: 'Загрузка' });
    await act(async () => {
      render(<part.Component note="со второй попытки" />);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED_MESSAGE);
    // the failure stays shown: no silent refetch loop while the network is down
    expect(fetchCode).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('со второй попытки')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchCode).toHaveBeenCalledTimes(2);
  });

  it('reports each failed download once, as the shell pages use it for product rules §2 preload-error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLoadFailed = vi.fn();
    const fetchCode = vi.fn<() => Promise<typeof EmailForm>>().mockRejectedValue(new Error('ChunkLoadError'));
    const part = loadOnDemand(fetchCode, { loadingLabel: 'Загрузка', onLoadFailed });
    await act(async () => {
      render(<part.Component note="никогда" />);
    });
    await screen.findByRole('alert');
    expect(onLoadFailed).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await vi.waitFor(() => expect(onLoadFailed).toHaveBeenCalledTimes(2));
  });
});
