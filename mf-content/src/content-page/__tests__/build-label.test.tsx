// @vitest-environment jsdom
// jsdom, not happy-dom: the page renders through DOMPurify, which does not support happy-dom.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApiClient } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from 'shared/testing';
import { pageResponse } from './render-content-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** BUILD_LABEL is read once when the module loads (webpack inlines it at build time). */
async function renderBuiltWith(label: string | undefined) {
  if (label !== undefined) vi.stubEnv('BUILD_LABEL', label);
  vi.resetModules();
  const { ContentPage } = await import('../content-page');
  configureApiClient({ baseUrl: 'http://api.test' });
  fakeApi({ 'GET /pages/about': pageResponse('about', 'О проекте', '<p>Текст</p>') });
  render(
    <MemoryRouter initialEntries={['/about']}>
      <ContentPage routeName="pageAbout" />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { level: 1, name: 'О проекте' });
}

describe('ContentPage: the build label of a non-default build', () => {
  it('shows the label a QA build was made with', async () => {
    await renderBuiltWith('QA-42');
    expect(screen.getByText('Сборка: QA-42')).toBeInTheDocument();
  });

  it('shows nothing in a normal build', async () => {
    await renderBuiltWith('');
    expect(screen.queryByText(/Сборка/)).not.toBeInTheDocument();
  });
});
