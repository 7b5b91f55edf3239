import { expect, test } from '../../support/fixtures';
import { sampleRouteOfRemote, remoteNames } from '../../support/route-samples';

const singletons = ['react', 'react-dom', 'react-router-dom', 'jotai', 'shared'];

test('one React, react-dom, router, jotai and shared instance across the shell and all four areas', async ({ shell, page, health }) => {
  await shell.goto('/');
  await shell.expectRouteRendered('mf-avia', 'index');
  await shell.markDocument();
  for (const remote of remoteNames) {
    const route = sampleRouteOfRemote[remote];
    await shell.navigateInApp(route.url);
    await shell.expectRouteRendered(route.owner, route.name);
  }
  await shell.expectSameDocument();

  // every federation instance (shell + 4 remotes) sees the share scope; count distinct loaded providers
  const providers = await page.evaluate((names) => {
    type SharedEntry = { from: string; loaded?: boolean; lib?: unknown };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>; __INSTANCES__: Array<{ name: string }> };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const name of names) {
      const distinct = new Set<string>();
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [version, entry] of Object.entries(scopes.default?.[name] ?? {})) {
          if (entry.loaded || entry.lib) distinct.add(`${version} from ${entry.from}`);
        }
      }
      result[name] = [...distinct];
    }
    return { result, instances: federation.__INSTANCES__.map((instance) => instance.name).sort() };
  }, singletons);

  expect(providers.instances).toEqual(['mf_avia', 'mf_content', 'mf_profile', 'mf_tours', 'shell']);
  for (const name of singletons) {
    expect(providers.result[name], `${name} providers`).toHaveLength(1);
    expect(providers.result[name]![0], `${name} comes from the shell`).toMatch(/ from shell$/);
  }
  expect(health.consoleWarnings.filter((text) => /multiple (Jotai|copies of React)|Invalid hook call/i.test(text))).toEqual([]);
});
