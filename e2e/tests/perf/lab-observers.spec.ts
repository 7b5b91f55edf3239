import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The lab (pnpm bench:web) runs under tsx, whose esbuild keeps function names by wrapping named
// functions in a __name helper. A function the lab hands to the page as an init script is sent as
// its source text, where that helper does not exist: the hotel photo's observer threw on every
// visit, and the lab printed "not measured" for the hotel's wait.
test('the wait lab’s page observer, as tsx compiles it, runs in a page and times a loaded photo', async ({ page }) => {
  const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
  const esbuild = requireFromTsx('esbuild') as { transformSync(code: string, options: { loader: 'ts'; keepNames: boolean; format: 'esm' }): { code: string } };
  const source = readFileSync(path.join(import.meta.dirname, '..', '..', 'bench', 'traveller-waits.ts'), 'utf8');
  const compiled = esbuild.transformSync(source, { loader: 'ts', keepNames: true, format: 'esm' }).code;
  const start = compiled.indexOf('function observePage(');
  expect(start).toBeGreaterThan(-1);
  // the function's text up to the helper call esbuild adds after its declaration
  const observePage = compiled.slice(start, compiled.indexOf('__name(observePage', start));

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(`(${observePage})({ fallback: null, photo: '[data-area-page] img' });`);
  const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  await page.route('http://lab.example/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><main></main>' }));
  await page.goto('http://lab.example/');
  await page.evaluate((src) => {
    const area = document.createElement('div');
    area.setAttribute('data-area-page', 'mf-tours');
    area.innerHTML = `<img alt="" src="${src}" width="100" height="100">`;
    document.querySelector('main')!.append(area);
  }, pixel);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __waits: { photoLoaded: number | null } }).__waits.photoLoaded)).not.toBeNull();
  expect(errors).toEqual([]);
});
