import { describe, expect, it } from 'vitest';
import { classifyLink } from '../sanitise-page-body';

const SITE = 'https://avia.example';

describe('classifyLink', () => {
  it.each([
    ['/about', { type: 'internal', path: '/about' }],
    ['help?x=1#top', { type: 'internal', path: '/help?x=1#top' }],
    [`${SITE}/pages/thailand`, { type: 'internal', path: '/pages/thailand' }],
    ['#rules', { type: 'fragment', fragment: 'rules' }],
    ['https://partner.example/tours', { type: 'external' }],
    ['//partner.example/tours', { type: 'external' }],
    ['http://avia.example/about', { type: 'external' }],
    ['mailto:help@avia.example', { type: 'other' }],
    ['tel:+78000000000', { type: 'other' }],
    ['http://[bad', { type: 'other' }],
  ])('%s → %j', (href, kind) => {
    expect(classifyLink(href, SITE)).toEqual(kind);
  });
});
