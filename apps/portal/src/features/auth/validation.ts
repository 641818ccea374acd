import { brokenPasswordRules, isPlausibleBirthDate, phoneProblem } from '@portal/contract';
import { toSubmittedPhone } from '@portal/ui';
import type { ParseKeys } from 'i18next';

import { emailProblem, type Problem, type Problems } from './login-validation';

export * from './login-validation';

const required = (field: ParseKeys): Problem => ({ key: 'validation.required', field });

export function passwordProblem(password: string, field: ParseKeys = 'fields.password'): Problem | undefined {
  if (!password) return required(field);
  const rules = brokenPasswordRules(password);
  return rules.length ? { key: 'validation.password_weak', rules } : undefined;
}

export interface SignupValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  date_of_birth: string;
  /** Digits only, as PhoneInput reports them. */
  phone: string;
}

export function validateSignup(values: SignupValues, today = new Date()): Problems<keyof SignupValues> {
  return {
    first_name: values.first_name.trim() ? undefined : required('fields.first_name'),
    last_name: values.last_name.trim() ? undefined : required('fields.last_name'),
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
    date_of_birth: !values.date_of_birth
      ? required('fields.date_of_birth')
      : isPlausibleBirthDate(values.date_of_birth, today)
        ? undefined
        : { key: 'validation.date_of_birth_invalid' },
    phone: !values.phone ? required('fields.phone') : signupPhoneProblem(values.phone),
  };
}

/** The server's own phone rule (a real North American number), on the digits PhoneInput reports. */
function signupPhoneProblem(digits: string): Problem | undefined {
  const problem = phoneProblem(toSubmittedPhone(digits));
  return problem && { key: `validation.${problem}` };
}

export function codeProblem(code: string): Problem | undefined {
  if (!code.trim()) return required('fields.code');
  return /^\d{6}$/.test(code.trim()) ? undefined : { key: 'validation.code_format' };
}

export function validateNewPassword(values: {
  password: string;
  confirm: string;
}): Problems<'password' | 'confirm'> {
  return {
    password: passwordProblem(values.password, 'fields.new_password'),
    confirm: !values.confirm
      ? required('fields.confirm_password')
      : values.confirm === values.password
        ? undefined
        : { key: 'validation.passwords_differ' },
  };
}
