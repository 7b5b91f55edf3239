import { set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { passengerIssuesToFields } from '../passengers/passenger-schema';

/** Rules the schema cannot state alone (ages on the departure date, documents of the route). */
export type ExtraRules<T> = (values: T) => Record<string, string>;

/**
 * A react-hook-form resolver from the valibot schema the API runs too, so form and API say the same words (§5). Keys are dotted
 * paths as in the API's `error.fields`; the first message per field wins, schema messages over the extra rules.
 */
export function formResolver<TValues extends FieldValues, TSchema extends v.GenericSchema>(
  schema: TSchema,
  extraRules?: ExtraRules<TValues>,
): Resolver<TValues> {
  return (values) => {
    const result = v.safeParse(schema, values);
    const fields = { ...(extraRules?.(values) ?? {}), ...(result.success ? {} : passengerIssuesToFields(result.issues)) };
    if (Object.keys(fields).length === 0) return { values: result.output as TValues, errors: {} };
    return { values: {}, errors: nestedErrors(fields) as FieldErrors<TValues> };
  };
}

/** `{ 'passengers.0.firstName': 'текст' }` → the nested error object react-hook-form expects. */
export function nestedErrors(fields: Record<string, string>): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(fields)) {
    const error: FieldError = { type: 'validate', message };
    set(errors, path || 'root', error);
  }
  return errors;
}
