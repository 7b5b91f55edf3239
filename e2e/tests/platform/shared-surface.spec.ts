// Areas run on the shell's copy of `shared`, so every name an area calls from it must be one the
// deployed shell's `shared` has (tooling/shared-surface.mjs writes both lists into the manifests;
// tooling/skew-check.mjs refuses a release that breaks this). Checked on the deployment under test.
import { SHARED_SURFACE_FIELD, type SharedSurface } from 'tooling/shared-surface.mjs';
import { expect, test } from '../../support/fixtures';
import { remoteNames } from '../../support/route-samples';

interface Manifest {
  metaData: { [SHARED_SURFACE_FIELD]?: SharedSurface };
}

for (const remote of remoteNames) {
  test(`${remote}: every name it uses from shared is one the deployed shell's shared has`, async ({ shell, page }) => {
    const manifestOf = async (url: string) => {
      const response = await page.request.get(url);
      expect(response.ok(), url).toBe(true);
      return ((await response.json()) as Manifest).metaData[SHARED_SURFACE_FIELD];
    };
    const offers = await manifestOf('/mf-manifest.json');
    const uses = await manifestOf(await shell.manifestUrlOf(remote));
    expect(offers?.side).toBe('offers');
    expect(offers?.names).toContain('apiGet');
    // the narrowed libraries the shell shares are listed too (tooling/shared-surface-keys.mjs)
    expect(offers?.names).toEqual(expect.arrayContaining(['valibot:object', 'react-router:useNavigate']));
    expect(uses?.side).toBe('uses');
    expect(uses?.names.length).toBeGreaterThan(0);
    expect(uses?.names).toEqual(expect.arrayContaining(['react-router:RouterProvider', 'valibot:object']));
    expect(uses?.names.filter((name) => !offers?.names.includes(name))).toEqual([]);
  });
}

// What the skew check never sees (a QA override, a registry edited by hand) the shell refuses in the
// page: the area's fallback with «Повторить», and the missing names in the console. A name of `shared`,
// of the narrowed valibot and of the narrowed react-router (the data router's useBlocker is not in it).
for (const missing of ['helperNoShellHas', 'valibot:bigint', 'react-router:useBlocker']) {
  test(`an area whose manifest uses ${missing}, which the shell lacks, is not run, and the console names it`, async ({ shell, page, health }) => {
    const manifestUrl = await shell.manifestUrlOf('mf-tours');
    let globalName = '';
    await page.route(manifestUrl, async (route) => {
      const manifest = (await (await route.fetch()).json()) as Manifest & { metaData: { globalName: string } };
      globalName = manifest.metaData.globalName;
      manifest.metaData[SHARED_SURFACE_FIELD]?.names.push(missing);
      await route.fulfill({ json: manifest });
    });
    await shell.goto('/tours');
    await expect(shell.fallback).toBeVisible();
    await expect(shell.retryButton).toBeVisible();
    expect(globalName).not.toBe('');
    expect(await page.evaluate((name) => name in window, globalName), 'the area’s remote entry must not have run').toBe(false);
    expect(health.consoleWarnings.some((text) => text.includes('mf-tours: incompatible') && text.includes(missing))).toBe(true);
  });
}
