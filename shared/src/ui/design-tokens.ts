import tokens from './design-tokens.json' with { type: 'json' };

/** Design tokens as CSS variables, set once on <html> by the shell (no remote ships global CSS); the static frame's are written into index.html. */
export const designTokens: Readonly<typeof tokens> = tokens;

export type DesignToken = keyof typeof designTokens;

/** Writes the tokens onto an element (the shell: <html>; a remote in standalone dev: its own). */
export function applyDesignTokens(target: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(designTokens)) target.style.setProperty(name, value);
}
