// The share keys whose names the manifests list (shared-surface.mjs), with the prefix each listed name
// carries: `shared` itself, and the libraries the shell shares through a narrowed entry (valibot, and
// react-router under both of its package names, one entry). Read at build time and by the shell's check
// in the page (shell/src/remotes/remote-entry.ts).
export const SURFACE_PREFIXES = Object.freeze({ shared: '', valibot: 'valibot:', 'react-router-dom': 'react-router:', 'react-router': 'react-router:' });
