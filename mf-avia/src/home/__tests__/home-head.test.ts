import { schemaOrgProblems } from 'shared/testing';
import { describe, expect, it } from 'vitest';
import { homeHead } from '../home-head';

describe('the home page’s head', () => {
  it('claims the Organization that runs the site and the WebSite, as schema.org defines them, for the mirror it is on', () => {
    const { jsonLd } = homeHead(null, 'https://poletim.ru')!;
    expect(jsonLd!.map((thing) => schemaOrgProblems(thing as Record<string, unknown>))).toEqual([[], []]);
    expect(jsonLd![0]).toMatchObject({
      '@type': 'Organization',
      name: 'Poletim.ru',
      legalName: 'ООО «Полетим»',
      url: 'https://poletim.ru/',
      taxID: '7701234567',
    });
    expect(homeHead(null, 'https://avia.bgoperator.ru')!.jsonLd![0]).toMatchObject({ name: 'Avia.bgoperator.ru', email: 'avia@bgoperator.ru' });
  });
});
