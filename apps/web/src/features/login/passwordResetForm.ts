import { checkPassword, passwordResetBodySchema } from '@plotwise/contracts';
import { bodyFields } from '../../ui/form/bodyFields';
import { formSchema } from '../../ui/form/formSchema';
import { zodValidate } from '../../ui/form/zodValidate';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The new password and its repeat. */
export interface PasswordResetForm {
  password: string;
  repeat: string;
}

// what the server checks of the body (contracts); its password rules are stricter and come on top
const RESET_SCHEMA = formSchema(bodyFields(passwordResetBodySchema), ['password']);

/**
 * The form's check: the route's body schema and the server's password rules (contracts passwordRules), so a password
 * the server would refuse is refused at the field, in the reader's language; and a repeat that matches.
 */
export function checkPasswordReset(t: Translate): (v: PasswordResetForm) => Record<string, string> {
  const checkBody = zodValidate<PasswordResetForm>(RESET_SCHEMA, t);
  return (v) => {
    const problem = checkPassword(v.password)[0];
    return {
      ...checkBody(v),
      ...(problem ? { password: t(`passwordRules.${problem.code}`) } : {}),
      ...(v.password !== v.repeat ? { repeat: t('passwordReset.mismatch') } : {}),
    };
  };
}
