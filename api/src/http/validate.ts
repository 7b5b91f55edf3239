import * as v from 'valibot';

/** First message per field path, e.g. `{email: 'Укажите корректный email'}`; whole-body issues under `_`. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
