// Types of shared-surface-keys.mjs for the TypeScript packages (the shell's check, e2e).
export declare const SURFACE_PREFIXES: Readonly<{ shared: ''; valibot: 'valibot:'; 'react-router-dom': 'react-router:'; 'react-router': 'react-router:' }>;
