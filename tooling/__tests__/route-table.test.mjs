import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/src/api-client/request-rules.js';
import { readFileSync } from 'node:fs';
import {
  EARLY_BOOT_TABLES_PLACEHOLDER,
  SHARED_FUNCTION_PLACEHOLDERS,
  routeTableDeclaration,
  routeTableDeclarationFile,
  routeTableFile,
  routeTableJson,
  withEarlyBootTables,
} from '../route-table.mjs';

describe('the route table for code outside the bundles', () => {
  it("is the link contract made from the areas' own routes files (run `node tooling/route-table.mjs` after editing one)", () => {
    expect(readFileSync(routeTableFile, 'utf8')).toBe(routeTableJson());
  });

  it('has its literal types declared as route-table.json has them (run `node tooling/route-table.mjs` after editing the table)', () => {
    expect(readFileSync(routeTableDeclarationFile, 'utf8')).toBe(routeTableDeclaration());
  });

  it('fills the early script’s tables and shared functions into their placeholders, and refuses a script without them', () => {
    const functions = SHARED_FUNCTION_PLACEHOLDERS.map((placeholder, index) => `var shared${index} = ${placeholder};`).join('\n');
    const filled = withEarlyBootTables(`/* global ${EARLY_BOOT_TABLES_PLACEHOLDER} */\nvar tables = ${EARLY_BOOT_TABLES_PLACEHOLDER};\n${functions}`);
    const tablesLine = filled.split('\n')[1] ?? '';
    const tables = JSON.parse(tablesLine.slice(tablesLine.indexOf('= ') + 2, -1));
    expect(tables).toEqual({ storageKeys: STORAGE_KEYS });
    // the image count the gallery reads, as the early script must keep it
    expect(filled).toContain('function shared0(image, event) {');
    expect(filled.slice(filled.indexOf('\n'))).not.toMatch(/__[A-Z_]+__/);
    expect(() => withEarlyBootTables(`var tables = {};\n${functions}`)).toThrow(EARLY_BOOT_TABLES_PLACEHOLDER);
    expect(() => withEarlyBootTables(`var tables = ${EARLY_BOOT_TABLES_PLACEHOLDER};`)).toThrow(SHARED_FUNCTION_PLACEHOLDERS[0]);
  });
});
