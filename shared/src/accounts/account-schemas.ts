import * as v from 'valibot';
import { optionalPhoneSchema } from '../contracts/phone';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validationMessages } from '../contracts/messages';

/** E-mail as typed: trimmed, required, standard pattern (product rules §5), compared in lower case. */
export const emailSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(EMAIL_MAX_LENGTH, validationMessages.email),
  v.email(validationMessages.email),
  v.toLowerCase(),
);

/** A password being chosen (sign-up, reset): not trimmed (product rules §5), 8..128 characters (§D Accounts). */
export const newPasswordSchema = v.pipe(
  v.string(validationMessages.required),
  v.nonEmpty(validationMessages.required),
  v.minLength(PASSWORD_MIN_LENGTH, validationMessages.passwordTooShort),
  v.maxLength(PASSWORD_MAX_LENGTH, validationMessages.passwordTooLong),
);

/** The account's password, typed to prove it is known (login, confirming an address): only required. */
export const currentPasswordSchema = v.pipe(
  v.string(validationMessages.loginPassword),
  v.nonEmpty(validationMessages.loginPassword),
  // Longer than any password we accept: refuse before hashing megabytes.
  v.maxLength(1024, validationMessages.tooLong),
);

/** The token of a mailed link, as the page read it from the address. */
export const mailedTokenSchema = v.pipe(
  v.string(validationMessages.required),
  v.nonEmpty(validationMessages.required),
  v.maxLength(256, validationMessages.tooLong),
);

/** POST /private/login_check */
export const loginRequestSchema = v.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** POST /users */
export const signUpRequestSchema = v.object({
  email: emailSchema,
  password: newPasswordSchema,
  isNewsletter: v.optional(v.boolean(validationMessages.notBoolean), false),
});

/** POST /users/restorations */
export const restorationRequestSchema = v.object({ email: emailSchema });

/** PUT /users/password */
export const passwordResetRequestSchema = v.object({
  token: mailedTokenSchema,
  password: newPasswordSchema,
});

/** POST /users/password/link-checks: whether a mailed reset link still works, before the form is filled. */
export const passwordResetLinkCheckSchema = v.object({ token: mailedTokenSchema });

/** POST /users/confirmations: the mailed link and the account's password together, so mailbox and password are one person's (§D Accounts). */
export const emailConfirmationRequestSchema = v.object({
  token: mailedTokenSchema,
  password: currentPasswordSchema,
});

/** The confirmation page form: the password only (the token comes from the link). */
export const emailConfirmationFormSchema = v.object({ password: currentPasswordSchema });

/** The reset-password page form: password and its confirmation (product rules §3, §5). */
export const passwordResetFormSchema = v.pipe(
  v.object({
    password: newPasswordSchema,
    passwordConfirmation: v.pipe(v.string(validationMessages.required), v.nonEmpty(validationMessages.required)),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, validationMessages.passwordsMismatch),
    ['passwordConfirmation'],
  ),
);

/** PUT /private/user; an empty phone removes it. */
export const profileUpdateRequestSchema = v.object({
  email: emailSchema,
  phone: v.optional(v.nullable(optionalPhoneSchema), null),
});
export type ProfileUpdateRequest = v.InferInput<typeof profileUpdateRequestSchema>;

/** The user of product rules §3; phone is '+7XXXXXXXXXX', phoneWithoutCode 'XXXXXXXXXX', or null when unknown (§D Accounts). */
export const userSchema = v.object({
  id: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  phoneWithoutCode: v.nullable(v.string()),
});
export type User = v.InferOutput<typeof userSchema>;

export const tokenResponseSchema = v.object({ token: v.string() });

/** Answer of POST /private/login_token/{token}, POST /users/confirmations and PUT /users/password. */
export const sessionResponseSchema = v.object({ token: v.string(), user: userSchema });

/** Answer of POST /users: the same for a new and a registered address; the mail says which. */
export const signUpResponseSchema = v.object({ message: v.string() });

/** Answer of POST /users/restorations: the same whether or not the address is registered. */
export const restorationResponseSchema = v.object({ message: v.string() });
