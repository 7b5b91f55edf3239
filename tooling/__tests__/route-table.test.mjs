import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { EARLY_BOOT_TABLES_PLACEHOLDER, routeTableDeclaration, routeTableDeclarationFile, withEarlyBootTables } from '../route-table.mjs';

describe('the route table for code outside the bundles', () => {
  it('has its literal types declared as route-table.json has them (run `node tooling/route-table.mjs` after editing the table)', () => {
    expect(readFileSync(routeTableDeclarationFile, 'utf8')).toBe(routeTableDeclaration());
  });

  it('fills the early script’s tables into its one placeholder, and refuses a script without one', () => {
    const filled = withEarlyBootTables(`/* global ${EARLY_BOOT_TABLES_PLACEHOLDER} */\nvar tables = ${EARLY_BOOT_TABLES_PLACEHOLDER};`);
    const tables = JSON.parse(filled.slice(filled.indexOf('= ') + 2, -1));
    expect(tables.areaRoutes).toContainEqual(['/about', 'mf-content', 'pageAbout', 'about']);
    expect(tables.areaRoutes.some(([, remote]) => remote === 'mf-shell')).toBe(false);
    expect(() => withEarlyBootTables('var tables = {};')).toThrow(EARLY_BOOT_TABLES_PLACEHOLDER);
  });
});
