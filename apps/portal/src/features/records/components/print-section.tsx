import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PrintButton, PrintOnlyHeading } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { useRecordFormat } from './format';

/**
 * A records section with its page heading and a Print button: the print view copies exactly this section,
 * headed (on paper only) by the patient's name and the date it was printed.
 */
export function PrintSection({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const { profile } = usePatientProfile();
  const format = useRecordFormat();
  const name = [profile.given_name, profile.family_name].filter(Boolean).join(' ');
  return (
    <section ref={ref} aria-label={title} className="flex flex-col gap-4">
      <PrintOnlyHeading level={2}>
        {t('records.print.heading', { name, date: format.dayOf(new Date()) })}
      </PrintOnlyHeading>
      <PageHeader
        title={title}
        description={description}
        back={back ? <span data-back-button="">{back}</span> : undefined}
        actions={
          <>
            {actions && <span data-remove-on-print="">{actions}</span>}
            <PrintButton target={ref}>{t('records.print.button')}</PrintButton>
          </>
        }
      />
      {children}
    </section>
  );
}
