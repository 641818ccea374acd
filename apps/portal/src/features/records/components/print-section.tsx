import { createContext, useContext, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader, PrintButton, PrintOnlyHeading } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { useRecordFormat } from './format';

const Printing = createContext(false);

/**
 * True while the print view copies the section: a paged list inside renders every row then, as paper has no
 * pager (a trend's table printed page 1 of 9).
 */
export const usePrinting = () => useContext(Printing);

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
  const [printing, setPrinting] = useState(false);
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
            <PrintButton
              target={ref}
              // runs before the copy is taken: render everything now, and go back to pages right after
              onClick={() => {
                flushSync(() => setPrinting(true));
                setTimeout(() => setPrinting(false));
              }}
            >
              {t('records.print.button')}
            </PrintButton>
          </>
        }
      />
      <Printing.Provider value={printing}>{children}</Printing.Provider>
    </section>
  );
}
