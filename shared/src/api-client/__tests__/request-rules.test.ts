import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as requestRules from '../request-rules.js';

// TypeScript reads request-rules.d.ts for the module and never its JavaScript: a name added to one
// and not the other would be a value the types do not know, or a type with no value.
describe('request-rules.d.ts', () => {
  it('declares exactly the names request-rules.js exports', () => {
    const declarations = readFileSync(path.join(import.meta.dirname, '..', 'request-rules.d.ts'), 'utf8');
    const declared = [...declarations.matchAll(/^export declare (?:const|function) (\w+)/gm)].map((match) => match[1]).sort();
    expect(declared).toEqual(Object.keys(requestRules).sort());
  });
});
