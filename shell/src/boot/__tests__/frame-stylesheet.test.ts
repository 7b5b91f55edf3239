import { applyFrameStylesheets } from '../frame-stylesheet';

function preloadLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  link.setAttribute('data-frame-stylesheet', '');
  document.head.appendChild(link);
  // happy-dom does not load CSS (it reports an error of its own): the test decides when the file "arrives"
  let rel = link.rel;
  Object.defineProperty(link, 'rel', { get: () => rel, set: (value: string) => (rel = value) });
  return link;
}

describe('applyFrameStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('turns the preloaded CSS into a stylesheet and waits until it has loaded', async () => {
    const link = preloadLink('/main.css');
    let applied = false;
    const waiting = applyFrameStylesheets(3000).then(() => {
      applied = true;
    });
    expect(link.rel).toBe('stylesheet');
    await Promise.resolve();
    expect(applied).toBe(false);
    link.dispatchEvent(new Event('load'));
    await waiting;
    expect(applied).toBe(true);
  });

  it('does not wait for a stylesheet that fails', async () => {
    const link = preloadLink('/main.css');
    const waiting = applyFrameStylesheets(3000);
    link.dispatchEvent(new Event('error'));
    await expect(waiting).resolves.toBeUndefined();
  });

  it('renders anyway when the stylesheet takes longer than the time-out', async () => {
    vi.useFakeTimers();
    preloadLink('/main.css');
    let applied = false;
    void applyFrameStylesheets(3000).then(() => {
      applied = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(applied).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(applied).toBe(true);
  });

  it('leaves other links alone and resolves at once when the page has none of its own', async () => {
    const icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.appendChild(icon);
    await expect(applyFrameStylesheets(3000)).resolves.toBeUndefined();
    expect(icon.rel).toBe('icon');
  });
});
