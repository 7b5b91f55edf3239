import { routesOfArea } from 'shared';
import { pages } from '../pages';

// What each page renders is tested where the page lives (the scaffold page: shared/src/federation).
describe('mf-profile/pages', () => {
  it('has a page component for exactly the routes the profile area owns', () => {
    expect(Object.keys(pages).sort()).toEqual(routesOfArea('profile').sort());
    for (const Page of Object.values(pages)) expect(typeof Page).toBe('function');
  });
});
