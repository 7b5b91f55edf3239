import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { readStored, readStoredJson, removeStored, writeStored } from '../browser-storage';

const pointSchema = v.object({ x: v.number() });

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('readStoredJson', () => {
  it('reads a value of the schema', () => {
    localStorage.setItem('point', '{"x":1}');
    expect(readStoredJson('point', pointSchema)).toEqual({ x: 1 });
  });

  it.each([
    ['nothing stored', null],
    ['text that is not JSON', '{x:1'],
    ['JSON of another shape', '{"x":"1"}'],
    ['JSON null', 'null'],
  ])('reads %s as nothing', (_, stored) => {
    if (stored !== null) localStorage.setItem('point', stored);
    expect(readStoredJson('point', pointSchema)).toBeNull();
  });

  it('reads the session area only when asked to', () => {
    sessionStorage.setItem('point', '{"x":2}');
    expect(readStoredJson('point', pointSchema)).toBeNull();
    expect(readStoredJson('point', pointSchema, 'session')).toEqual({ x: 2 });
  });

  it('reads nothing where the browser blocks storage, and writing and removing do not throw', () => {
    // Chromium with site data blocked throws on reading the property itself
    const names = ['localStorage', 'sessionStorage'] as const;
    const own = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    for (const name of names) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
    try {
      expect(readStoredJson('point', pointSchema)).toBeNull();
      expect(readStored('point', 'session')).toBeNull();
      expect(() => writeStored('point', '{"x":1}', 'session')).not.toThrow();
      expect(() => removeStored('point')).not.toThrow();
    } finally {
      names.forEach((name, index) => Object.defineProperty(globalThis, name, own[index]!));
    }
  });
});
