import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, brokenPasswordRules } from '@portal/contract';
import { CheckIcon, cn } from '@portal/ui';

/** The strong-password rules as a live checklist, so a patient sees what is left before submitting. */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const broken = new Set<string>(brokenPasswordRules(password));
  // "too long" only matters once it happens; listing it up front confuses more than it helps
  const shown = PASSWORD_RULES.filter((rule) => rule.key !== 'password_too_long' || broken.has(rule.key));
  return (
    <div id={id} className="text-sm">
      <p className="text-on-surface-muted">{t('signup.passwordHint')}</p>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {shown.map((rule) => {
          const met = password !== '' && !broken.has(rule.key);
          return (
            <li
              key={rule.key}
              className={cn('flex items-center gap-2', met ? 'text-on-surface' : 'text-on-surface-muted')}
            >
              <CheckIcon aria-hidden className={cn('size-4 shrink-0', met ? 'text-success' : 'opacity-30')} />
              <span>
                {t(`validation.${rule.key}`)}
                <span className="sr-only"> ({met ? t('signup.ruleMet') : t('signup.ruleMissing')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
