// The share keys whose names the manifests list (shared-surface.mjs), with the prefix each listed name
// carries. Read at build time and by the shell's check in the page (shell/src/remotes/shared-surface-check.ts).
/** @type {Readonly<{ shared: '', valibot: 'valibot:' }>} */
export const SURFACE_PREFIXES = Object.freeze({ shared: '', valibot: 'valibot:' });
