// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_NAME, useDocumentTitle } from '../use-document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

afterEach(cleanup);

describe('useDocumentTitle', () => {
  it("names the tab '<title> — <site>' and gives the old title back when the page goes", () => {
    document.title = 'Авиабилеты';
    const { rerender, unmount } = render(<Titled title="Помощь" />);
    expect(document.title).toBe('Помощь — Авиабилеты');
    rerender(<Titled title="База знаний" />);
    expect(document.title).toBe('База знаний — Авиабилеты');
    unmount();
    expect(document.title).toBe('Авиабилеты');
    expect(SITE_NAME).toBe('Авиабилеты');
  });

  it('leaves the title alone while there is nothing to name yet', () => {
    document.title = 'Прежний';
    render(<Titled title={null} />);
    expect(document.title).toBe('Прежний');
  });
});
