import { describe, expect, it } from 'vitest';
import { oneTimeLoginPath, resetPasswordPath } from '..';

describe('account links', () => {
  it('point at the shell pages with an encoded token', () => {
    expect(oneTimeLoginPath('a+b/c')).toBe('/login?loginToken=a%2Bb%2Fc');
    expect(resetPasswordPath('t-1')).toBe('/reset-password?token=t-1');
  });
});
