import { isApiError } from '../../api/ApiError';

interface Problem {
  path: string;
  message: string;
}

/** The issues of a 400 validation_failed answer: zod paths are lists (["apiKey"]), the entity checks' are dotted text. */
function problemsOf(details: unknown): Problem[] | null {
  const issues = (details as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return null;
  return issues.map((i: { path?: unknown; message?: unknown }) => ({ path: Array.isArray(i.path) ? i.path.join('.') : String(i.path ?? ''), message: String(i.message ?? '') }));
}

// some routes name the field only in their text ("file: a file is required"), in the same "path: message; ..." form
const problemsInText = (message: string): Problem[] =>
  message.split('; ').flatMap((part) => {
    const m = /^([A-Za-z_][\w.]*): (.+)$/s.exec(part);
    return m ? [{ path: m[1]!, message: m[2]! }] : [];
  });

/**
 * The problems of a refused save at the form fields they name, for `form.setErrors`: the server's own messages,
 * so the field says what the save status says. `fieldOf` turns a server path ("cfg.parameters.corridor_width")
 * into the form's field, or null where the form has none: that problem stays with the save status alone.
 */
export function serverFieldErrors(error: unknown, fieldOf: (path: string) => string | null): Record<string, string> {
  if (!isApiError(error) || error.code !== 'validation_failed') return {};
  const errors: Record<string, string> = {};
  for (const { path, message } of problemsOf(error.details) ?? problemsInText(error.message)) {
    const field = fieldOf(path);
    if (field && message) errors[field] ??= message;
  }
  return errors;
}
