import { describe, expect, it } from 'vitest';
import { partyText, priceForPartyText } from '../tour-text';

describe('party texts', () => {
  it('names the party in the nominative on its own', () => {
    expect(partyText(1, [5])).toBe('1 взрослый, 1 ребёнок (5 лет)');
    expect(partyText(2, [5, 7])).toBe('2 взрослых, 2 ребёнка (5 и 7 лет)');
  });

  it('after «за» (whom a price is for) takes the accusative: «за 1 взрослого, 1 ребёнка»', () => {
    expect(priceForPartyText(1, [])).toBe('за 1 взрослого');
    expect(priceForPartyText(1, [5])).toBe('за 1 взрослого, 1 ребёнка (5 лет)');
    expect(priceForPartyText(2, [5, 7])).toBe('за 2 взрослых, 2 ребёнка (5 и 7 лет)');
    expect(priceForPartyText(3, [1, 2, 3, 4, 5])).toBe('за 3 взрослых, 5 детей (1, 2, 3, 4 и 5 лет)');
    expect(priceForPartyText(21, [1])).toBe('за 21 взрослого, 1 ребёнка (1 год)');
  });
});
