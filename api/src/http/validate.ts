import * as v from 'valibot';
import { errors } from './http-error.js';

/** First message per field path, e.g. `{email: 'Укажите корректный email'}`; whole-body issues under `_`. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseOrThrow<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw errors.validation(issuesToFields(result.issues));
  return result.output;
}
