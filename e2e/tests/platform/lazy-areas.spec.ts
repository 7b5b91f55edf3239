import { expect, test } from '../../support/fixtures';
import { remoteNames, sampleRouteOfRemote } from '../../support/route-samples';

test('the first load fetches only the area of the current route', async ({ shell, page }) => {
  const origins = new Map<string, string>();
  for (const remote of remoteNames) origins.set(new URL(await shell.manifestUrlOf(remote)).origin, remote);
  const requestedAreas = new Set<string>();
  page.on('request', (request) => {
    const area = origins.get(new URL(request.url()).origin);
    if (area) requestedAreas.add(area);
  });

  const route = sampleRouteOfRemote['mf-content'];
  await shell.goto(route.url);
  await shell.expectRouteRendered(route.owner, route.name);
  await page.waitForLoadState('networkidle');
  expect([...requestedAreas]).toEqual(['mf-content']);
});
