import { pages } from '../pages';

// That the map holds exactly the avia routes is checked with every remote's map in
// shell/src/remotes/__tests__/remote-pages.test.ts; here: the built pages are not the scaffold.
describe('mf-avia/pages', () => {
  it('renders its own pages for home, results, deep links and booking', () => {
    const scaffold = pages.bookingFinished;
    for (const route of ['index', 'search', 'deepLink', 'booking'] as const) expect(pages[route]).not.toBe(scaffold);
  });
});
