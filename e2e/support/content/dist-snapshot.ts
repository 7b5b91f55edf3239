import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file of a dist folder with its modification time, to prove a folder was not rebuilt. */
export function distSnapshot(distDir: string): Record<string, number> {
  const snapshot: Record<string, number> = {};
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    snapshot[path.relative(distDir, file)] = statSync(file).mtimeMs;
  }
  return snapshot;
}
