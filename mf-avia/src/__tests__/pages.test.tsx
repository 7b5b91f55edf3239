import { routesOfArea } from 'shared';
import { pages } from '../pages';

// What each page renders is tested where the page lives (the scaffold page: shared/src/federation).
describe('mf-avia/pages', () => {
  it('has a page component for exactly the routes the avia area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOfArea('avia').sort());
    for (const Page of Object.values(pages)) expect(Page).toBeTruthy();
  });

  it('renders its own pages for home, results and deep links; the rest stay scaffolds for now', () => {
    const scaffold = pages.booking;
    for (const route of ['index', 'search', 'deepLink'] as const) expect(pages[route]).not.toBe(scaffold);
  });
});
