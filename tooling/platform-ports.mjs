// Where each deployable listens on loopback when the whole platform runs on one machine.
// Each can be moved with the environment variable named in platform.json (SHELL_PORT, MF_AVIA_PORT, …, API_PORT).
import { platformApps } from './platform-apps.mjs';

export const platformHost = process.env.PLATFORM_HOST ?? '127.0.0.1';

/** @type {Record<string, number>} */
export const platformPorts = Object.fromEntries(platformApps.map((app) => [app.name, Number(process.env[app.portEnv] ?? app.defaultPort)]));

/** @param {string} name an app of platform.json */
export function platformPort(name) {
  const port = platformPorts[name];
  if (port === undefined) throw new Error(`${name} is not in tooling/platform.json`);
  return port;
}

/** @param {string} name an app of platform.json */
export function platformOrigin(name) {
  return `http://${platformHost}:${platformPort(name)}`;
}
