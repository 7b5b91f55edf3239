import * as v from 'valibot';

/** The first message of each field a schema rejects: `{ phone: 'Некорректный номер' }`. */
export function fieldIssues(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** A TextInput validator from a field's schema, so blur shows the same message as submit. */
export function validatorOf(schema: v.GenericSchema<string, unknown>) {
  return (value: string): true | string => {
    const result = v.safeParse(schema, value);
    return result.success || (result.issues[0]?.message ?? false) || true;
  };
}
