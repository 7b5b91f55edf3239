/**
 * Russian messages of product rules §5 and §8, written once: the forms show them and the API answers
 * with them, so a person sees the same words whichever side caught the mistake.
 */
export const validationMessages = {
  required: 'Обязательное поле',
  email: 'Укажите корректный email',
  loginPassword: 'Заполните пароль',
  phone: 'Некорректный номер',
  passwordTooShort: 'Пароль должен содержать не менее 8 символов',
  passwordTooLong: 'Пароль должен содержать не более 128 символов',
  passwordsMismatch: 'Пароли должны совпадать',
  tooLong: 'Слишком длинное значение',
  notBoolean: 'Ожидается да или нет',
} as const;

export const authMessages = {
  loginFailed: 'Логин или пароль введены неверно',
  loginGeneric: 'Ошибка авторизации',
  restorationFailed: 'Некорректный Email',
  restorationSent: 'Ссылка для восстановления пароля отправлена на указанный E-mail',
  unauthorized: 'Требуется авторизация',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  tokenInvalid: 'Ссылка недействительна или устарела. Запросите новую.',
  /** The confirmation link with a password that is not the account's: the link stays usable. */
  confirmationPasswordWrong: 'Пароль не подходит к этому аккаунту. Если вы не регистрировались или не помните пароль, восстановите его.',
  /** Sign-up answers this for a new and for a registered address alike (who has an account stays unknown). */
  signUpSent: 'Мы отправили письмо на указанный E-mail. Откройте его, чтобы продолжить.',
} as const;

/** Password bounds (product rules §D Accounts): at least 8 so a guess costs something, up to 128 so passphrases fit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;
