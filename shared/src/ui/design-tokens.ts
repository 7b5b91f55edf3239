/**
 * Design tokens as CSS variables. The shell sets them once on <html>; every bundle's scoped
 * styles read `var(--…)`, so a remote never ships global CSS of its own.
 */
export const designTokens = {
  '--color-primary': '#0b57c5',
  '--color-primary-hover': '#08449b',
  '--color-primary-contrast': '#ffffff',
  '--color-accent': '#ff7a00',
  '--color-text': '#1b2330',
  '--color-text-muted': '#4f5b6b',
  '--color-danger': '#b3261e',
  '--color-success': '#1c7c3c',
  '--color-border': '#c5cdd8',
  '--color-surface': '#ffffff',
  '--color-page': '#f3f5f8',
  '--color-header': '#0f2747',
  '--color-header-text': '#ffffff',
  '--color-overlay': 'rgba(15, 23, 35, 0.55)',
  '--font-family': "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  '--font-size-sm': '14px',
  '--font-size-md': '16px',
  '--font-size-lg': '20px',
  '--font-size-xl': '28px',
  '--space-1': '4px',
  '--space-2': '8px',
  '--space-3': '12px',
  '--space-4': '16px',
  '--space-6': '24px',
  '--space-8': '32px',
  '--radius-sm': '4px',
  '--radius-md': '8px',
  '--radius-lg': '16px',
  '--shadow-raised': '0 8px 32px rgba(15, 23, 35, 0.2)',
  '--focus-ring': '0 0 0 3px rgba(11, 87, 197, 0.45)',
  '--breakpoint-mobile': '768px',
} as const;

export type DesignToken = keyof typeof designTokens;

/** Writes the tokens onto an element (the shell: <html>; a remote in standalone dev: its own). */
export function applyDesignTokens(target: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(designTokens)) target.style.setProperty(name, value);
}
