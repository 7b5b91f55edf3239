// Stands in for shell/src/remotes/remote-registry.ts in the one-bundle build: there is no registry
// (the same exports, so whatever imports the real one builds unchanged). No area is ever registered
// here, so the reports name no area release; every area's routes are known at build time, as a site
// without federation would know them.
import avia from '../../mf-avia/src/routes.json' with { type: 'json' };
import profile from '../../mf-profile/src/routes.json' with { type: 'json' };
import tours from '../../mf-tours/src/routes.json' with { type: 'json' };
import content from '../../mf-content/src/routes.json' with { type: 'json' };

const allRoutes = [avia, profile, tours, content].flatMap((file) => file.routes.map((route) => ({ ...route, area: `mf-${file.area}` })));
const ranReleases = {};
export function noteAreaRelease() {}
export function areaReleases() {
  return { ...ranReleases };
}
export function canaryManifests() {
  return {};
}
export async function fetchRemoteManifests() {
  return {};
}
export async function fetchSiteRoutes() {
  return allRoutes;
}
export function siteRoutesKnown() {
  return allRoutes;
}
export function resetRemoteRegistryForTests() {}
