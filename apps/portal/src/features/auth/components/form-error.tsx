import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';

/** A failed submission, in the patient's words: the server's localised message after its code. */
export function FormError({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert tone="danger" title={title}>
      {extractErrorMessage(error, t('errors.unknown'))}
    </Alert>
  );
}
