import * as v from 'valibot';
import { validationMessages } from './messages';

/** Russian mobiles: '+7 9XX XXX-XX-XX', '8 9XX…', '7 9XX…' or ten bare digits, separators ignored; stored as code '7' plus ten digits, shown '+7XXXXXXXXXX'. */
export const RUSSIAN_PHONE_CODE = '7';

export interface RussianMobile {
  code: typeof RUSSIAN_PHONE_CODE;
  /** Ten digits, starting with 9. */
  number: string;
}

const SEPARATORS = /[\s\-().]/g;
const MOBILE = /^(?:\+7|7|8)?(9\d{9})$/;

export function parseRussianMobile(input: string): RussianMobile | null {
  const compact = input.replace(SEPARATORS, '');
  const match = MOBILE.exec(compact);
  return match?.[1] ? { code: RUSSIAN_PHONE_CODE, number: match[1] } : null;
}

export function formatRussianMobile(phone: RussianMobile): string {
  return `+${phone.code}${phone.number}`;
}

/** A phone a person typed; empty means "no phone". */
export const optionalPhoneSchema = v.pipe(
  v.string(validationMessages.phone),
  v.trim(),
  v.maxLength(32, validationMessages.phone),
  v.check((value) => value === '' || parseRussianMobile(value) !== null, validationMessages.phone),
);

export const requiredPhoneSchema = v.pipe(
  v.string(validationMessages.required),
  v.trim(),
  v.nonEmpty(validationMessages.required),
  v.maxLength(32, validationMessages.phone),
  v.check((value) => parseRussianMobile(value) !== null, validationMessages.phone),
);
