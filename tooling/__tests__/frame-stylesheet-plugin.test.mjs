import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { frameStylesheetAttribute } from '../frame-stylesheet-plugin.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

describe('the shell CSS preload', () => {
  it('is marked with the attribute the shell looks for before it renders (shell/src/boot/frame-stylesheet.ts)', () => {
    const shellSide = readFileSync(path.join(repoRoot, 'shell', 'src', 'boot', 'frame-stylesheet.ts'), 'utf8');
    expect(shellSide).toContain(`'link[${frameStylesheetAttribute}]'`);
  });
});
