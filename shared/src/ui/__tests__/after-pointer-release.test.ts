import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPointerRelease } from '../after-pointer-release';

const press = () => window.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 1 }));
const release = () => window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 1 }));

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('afterPointerRelease: what a blur changes waits for the press that caused it', () => {
  it('knows of a press made before it was first asked (the first field ever left)', async () => {
    vi.resetModules();
    const fresh = await import('../after-pointer-release');
    window.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7 }));
    const action = vi.fn();
    fresh.afterPointerRelease(action);
    expect(action).not.toHaveBeenCalled();
    window.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7 }));
    document.body.click();
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs at once when nothing is pressed', () => {
    const action = vi.fn();
    afterPointerRelease(action);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('waits while pressed, then runs as the click comes, before the clicked control hears it', () => {
    const order: string[] = [];
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('click', () => order.push('button clicked'));
    press();
    afterPointerRelease(() => order.push('blur done'));
    expect(order).toEqual([]);
    release();
    button.click();
    expect(order).toEqual(['blur done', 'button clicked']);
  });

  it('runs after a release that brings no click (the press moved off), once', () => {
    vi.useFakeTimers();
    const action = vi.fn();
    press();
    afterPointerRelease(action);
    release();
    expect(action).not.toHaveBeenCalled();
    vi.runAllTimers();
    document.body.click();
    expect(action).toHaveBeenCalledTimes(1);
  });
});
