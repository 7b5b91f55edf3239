import { expect, test } from '../../support/fixtures';

// robots.txt, sitemap.xml, the favicon and the web app manifest (docs/architecture.md#server-rendering), as any deployment serves them
test('robots.txt and sitemap.xml answer with their types, and every URL of the sitemap answers 200', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8/i);
  const robotsText = await robots.text();
  expect(robotsText).toContain('User-agent: *');
  expect(robotsText).toContain('Disallow: /profile');
  const sitemapLine = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
  expect(sitemapLine).toBe(`${new URL(baseURL!).origin}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await sitemap.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));
  expect(urls.filter((url) => url.includes('/avia/routes/MOW-')).length).toBeGreaterThanOrEqual(4);
  expect(urls.filter((url) => url.includes('/tours/hotels/')).length).toBeGreaterThanOrEqual(600);
  expect(urls).toContain(`${new URL(baseURL!).origin}/about`);
  for (const url of urls) expect(url.startsWith(`${new URL(baseURL!).origin}/`), url).toBe(true);
  // a crawler's HEAD per URL, a few at a time: each must be a page, not the 404 of the not-found view
  const failed: string[] = [];
  for (let start = 0; start < urls.length; start += 16) {
    const answers = await Promise.all(urls.slice(start, start + 16).map(async (url) => ({ url, status: (await request.head(url)).status() })));
    failed.push(...answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.url}`));
  }
  expect(failed).toEqual([]);
});

test('the favicon, the icon and the web app manifest are linked from the page and served with their types', async ({ page, request }) => {
  await page.goto('/about');
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="manifest"], link[rel="apple-touch-icon"]')].map(
      (link) => `${link.rel} ${link.getAttribute('href')}`,
    ),
  );
  expect(links).toEqual(['icon /favicon.ico', 'icon /icon.svg', 'apple-touch-icon /apple-touch-icon.png', 'manifest /manifest.webmanifest']);
  const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(themeColor).toBe(primary);

  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/icon.svg', /^image\/svg\+xml/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type'], path).toMatch(type);
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Авиабилеты и туры', lang: 'ru', start_url: '/', theme_color: themeColor });
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type'], icon.src).toContain(icon.type);
  }
});
