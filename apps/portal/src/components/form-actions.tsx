import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/ui';

/**
 * An inline form's footer: its own action (`children`, the submit button) and then Cancel, which closes the form
 * without saving. One order and one spacing on every such form of the account and profile.
 */
export function FormActions({ children, onCancel }: { children: ReactNode; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button type="button" variant="secondary" onClick={onCancel}>
        {t('app.cancel')}
      </Button>
    </div>
  );
}
