import { schemaOrgProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { contentPageHead, textOfHtml } from '../content-head';

describe('an info page’s head', () => {
  it('reads the words of the body: tags dropped, entities decoded, scripts and styles left out', () => {
    expect(textOfHtml('<h2>Оплата</h2>\n<p>Картой&nbsp;&#171;Мир&#x00BB; &amp; по&nbsp;QR</p><style>p{}</style><script>x()</script>')).toBe(
      'Оплата Картой\u00a0«Мир» & по\u00a0QR',
    );
  });

  it('is its title, its text’s start and its breadcrumbs under the home page, as schema.org defines them', () => {
    const head = contentPageHead(
      { page: { title: 'О проекте', body: `<p>${'Мы продаём авиабилеты. '.repeat(20)}</p>` }, path: '/about' },
      'https://poletim.ru',
    )!;
    expect(head.title).toBe('О проекте');
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Мы продаём авиабилеты\. Мы .*…$/);
    expect(schemaOrgProblems(head.jsonLd![0] as Record<string, unknown>)).toEqual([]);
  });

  it('keeps the route’s description when the body has no words', () => {
    expect(contentPageHead({ page: { title: 'Пусто', body: '<p> </p>' }, path: '/x' }, 'https://poletim.ru')).not.toHaveProperty('description');
  });
});
