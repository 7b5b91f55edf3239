import { describe, expect, it } from 'vitest';
import { pluralRu } from '../russian-plural';

const MINUTES = ['минута', 'минуты', 'минут'] as const;

describe('pluralRu', () => {
  it.each([
    [1, 'минута'],
    [21, 'минута'],
    [101, 'минута'],
    [2, 'минуты'],
    [4, 'минуты'],
    [23, 'минуты'],
    [0, 'минут'],
    [5, 'минут'],
    [11, 'минут'],
    [12, 'минут'],
    [14, 'минут'],
    [111, 'минут'],
    [-1, 'минута'],
  ])('%i → %s', (count, word) => expect(pluralRu(count, MINUTES)).toBe(word));

  it('picks what Intl.PluralRules picks for whole numbers', () => {
    const rules = new Intl.PluralRules('ru-RU');
    const byCategory: Record<string, string> = { one: MINUTES[0], few: MINUTES[1], many: MINUTES[2] };
    for (let count = 0; count <= 250; count += 1) expect(pluralRu(count, MINUTES), String(count)).toBe(byCategory[rules.select(count)]);
  });
});
