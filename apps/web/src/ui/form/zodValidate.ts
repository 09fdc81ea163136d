import type { z } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Issue = z.core.$ZodIssue;

/** A zod issue in the reader's language: the common cases by code, anything else by zod's own message. */
function issueText(issue: Issue, t: Translate): string {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? t('ui.form.required') : t('ui.form.tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('ui.form.tooLong', { maximum: String(issue.maximum) }) : t('ui.form.tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('ui.form.email') : t('ui.form.format');
    case 'invalid_value':
      return t('ui.form.choice');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? t('ui.form.required') : t('ui.form.format');
    default:
      return issue.message;
  }
}

/**
 * A @mantine/form `validate` function from a zod schema (the contracts' field schemas): each issue becomes the
 * message of its field path ("name", "styles.primary"), the first issue of a field wins.
 */
export function zodValidate<V>(schema: z.ZodType, t: Translate): (values: V) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issueText(issue, t);
    }
    return errors;
  };
}
