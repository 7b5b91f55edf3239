import { test } from '../../support/fixtures';
import { routeSamples } from '../../support/route-samples';

test.describe("every path renders its owner's page", () => {
  for (const route of routeSamples) {
    test(`direct load of ${route.url} → ${route.owner} renders ${route.name}`, async ({ shell }) => {
      await shell.goto(route.url);
      await shell.expectRouteRendered(route.owner, route.name);
      await shell.expectFrameVisible();
    });
  }

  test('client-side navigation from the home page reaches every path without a reload', async ({ shell, page }) => {
    test.setTimeout(60_000);
    await shell.goto('/');
    await shell.expectRouteRendered('mf-avia', 'index');
    await shell.markDocument();
    for (const route of routeSamples) {
      await shell.navigateInApp(route.url);
      await shell.expectRouteRendered(route.owner, route.name);
    }
    await shell.expectSameDocument();
    // the address is the last path visited: the router took every step, nothing reloaded or redirected
    test.expect(new URL(page.url()).pathname).toBe(routeSamples.at(-1)!.url);
  });

  test('an unknown path shows "Страница не найдена" inside the frame', async ({ shell, page }) => {
    await shell.goto('/no/such/page');
    await test.expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    await shell.expectFrameVisible();
  });
});
