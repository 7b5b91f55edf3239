import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseRussianMobile } from '../../contracts/phone';
import { loginRequestSchema, passwordResetFormSchema, profileUpdateRequestSchema, signUpRequestSchema } from '../account-schemas';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  // First issue per field, as the API and the form resolver show it.
  const fields: Record<string, string> = {};
  if (!result.success) for (const issue of result.issues) fields[v.getDotPath(issue) ?? '_'] ??= issue.message;
  return fields;
};

describe('account schemas (product rules §5 messages)', () => {
  it('login: e-mail required and valid, password "Заполните пароль"', () => {
    expect(messages(loginRequestSchema, { email: '', password: '' })).toEqual({ email: 'Обязательное поле', password: 'Заполните пароль' });
    expect(messages(loginRequestSchema, { email: 'bad', password: 'x' })).toEqual({ email: 'Укажите корректный email' });
    expect(v.parse(loginRequestSchema, { email: ' A@B.RU ', password: ' x ' })).toEqual({ email: 'a@b.ru', password: ' x ' });
  });

  it('sign-up: password 8..128, not trimmed; newsletter defaults to false', () => {
    expect(messages(signUpRequestSchema, { email: 'a@b.ru', password: '1234567' })).toEqual({ password: 'Пароль должен содержать не менее 8 символов' });
    expect(v.parse(signUpRequestSchema, { email: 'a@b.ru', password: '        ' })).toEqual({ email: 'a@b.ru', password: '        ', isNewsletter: false });
  });

  it('reset form: the repeated password must match', () => {
    expect(messages(passwordResetFormSchema, { password: 'password-1', passwordConfirmation: 'password-2' })).toEqual({
      passwordConfirmation: 'Пароли должны совпадать',
    });
    expect(v.safeParse(passwordResetFormSchema, { password: 'password-1', passwordConfirmation: 'password-1' }).success).toBe(true);
  });

  it('profile: Russian mobile or empty', () => {
    expect(messages(profileUpdateRequestSchema, { email: 'a@b.ru', phone: '+7 123' })).toEqual({ phone: 'Некорректный номер' });
    expect(v.safeParse(profileUpdateRequestSchema, { email: 'a@b.ru', phone: '' }).success).toBe(true);
  });

  it.each([
    ['+7 916 123-45-67', '9161234567'],
    ['8 (916) 123-45-67', '9161234567'],
    ['79161234567', '9161234567'],
    ['9161234567', '9161234567'],
    ['+7 816 123-45-67', null],
    ['+79161234', null],
    ['+1 916 123 45 67', null],
  ])('parseRussianMobile(%j) → %j', (input, number) => {
    expect(parseRussianMobile(input)?.number ?? null).toBe(number);
  });
});
