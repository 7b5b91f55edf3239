// Where each deployable listens on loopback when the whole platform runs on one machine.
// Each can be moved with an environment variable (SHELL_PORT, MF_AVIA_PORT, …, API_PORT).
export const platformHost = process.env.PLATFORM_HOST ?? '127.0.0.1';

export const platformPorts = {
  shell: Number(process.env.SHELL_PORT ?? 3000),
  'mf-avia': Number(process.env.MF_AVIA_PORT ?? 3001),
  'mf-profile': Number(process.env.MF_PROFILE_PORT ?? 3002),
  'mf-tours': Number(process.env.MF_TOURS_PORT ?? 3003),
  'mf-content': Number(process.env.MF_CONTENT_PORT ?? 3004),
  api: Number(process.env.API_PORT ?? 3010),
};

/** @param {keyof typeof platformPorts} name */
export function platformOrigin(name) {
  return `http://${platformHost}:${platformPorts[name]}`;
}
