import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  BODY_HEADING_LEVELS_PLACEHOLDER,
  EARLY_BOOT_TABLES_PLACEHOLDER,
  routeTableDeclaration,
  routeTableDeclarationFile,
  withEarlyBootTables,
} from '../route-table.mjs';

describe('the route table for code outside the bundles', () => {
  it('has its literal types declared as route-table.json has them (run `node tooling/route-table.mjs` after editing the table)', () => {
    expect(readFileSync(routeTableDeclarationFile, 'utf8')).toBe(routeTableDeclaration());
  });

  it('fills the early script’s tables and heading rule into their placeholders, and refuses a script without them', () => {
    const filled = withEarlyBootTables(
      `/* global ${EARLY_BOOT_TABLES_PLACEHOLDER} */\nvar tables = ${EARLY_BOOT_TABLES_PLACEHOLDER};\nvar headingLevels = ${BODY_HEADING_LEVELS_PLACEHOLDER};`,
    );
    const tablesLine = filled.split('\n')[1] ?? '';
    const tables = JSON.parse(tablesLine.slice(tablesLine.indexOf('= ') + 2, -1));
    expect(tables.areaRoutes).toContainEqual(['/about', 'mf-content', 'pageAbout', 'about']);
    expect(tables.areaRoutes.some(([, remote]) => remote === 'mf-shell')).toBe(false);
    expect(filled).toContain('function headingLevels(root) {');
    expect(filled).not.toContain('var headingLevels');
    expect(() => withEarlyBootTables(`var tables = {};\nvar headingLevels = ${BODY_HEADING_LEVELS_PLACEHOLDER};`)).toThrow(EARLY_BOOT_TABLES_PLACEHOLDER);
    expect(() => withEarlyBootTables(`var tables = ${EARLY_BOOT_TABLES_PLACEHOLDER};`)).toThrow(BODY_HEADING_LEVELS_PLACEHOLDER);
  });
});
