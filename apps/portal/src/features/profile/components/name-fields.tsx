import { useTranslation } from 'react-i18next';
import { TEXT_LIMITS } from '@portal/contract';
import { TextField } from '@portal/ui';
import { useProblemText, type Problem } from '../../../lib/problem-text';

export interface NameValue {
  first_name: string;
  middle_name: string;
  last_name: string;
}

export const emptyName: NameValue = { first_name: '', middle_name: '', last_name: '' };

/** First, middle and last name, as the legal name and an additional name both ask them. */
export function NameFields({
  value,
  onChange,
  problems,
}: {
  value: NameValue;
  onChange: (value: NameValue) => void;
  problems: Partial<Record<string, Problem>>;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const field = (name: keyof NameValue, label: string, required: boolean, autoComplete: string) => (
    <TextField
      maxLength={TEXT_LIMITS.name}
      label={label}
      value={value[name]}
      onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      error={text(problems[name])}
      required={required}
      autoComplete={autoComplete}
      data-private="true"
    />
  );
  return (
    <>
      {field('first_name', t('profile.names.firstName'), true, 'given-name')}
      {field('middle_name', t('profile.names.middleName'), false, 'additional-name')}
      {field('last_name', t('profile.names.lastName'), true, 'family-name')}
    </>
  );
}
