import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui';
import type { MedicationSummary } from '@portal/contract';
import { useMedications } from '../api/get-medications';
import { useRecords } from '../api/get-records';
import { AreaEmpty, AreaError, AreaLoading } from '../../../components/area-state';
import { SourceText } from '../../../components/source-text';
import { useRecordFormat } from './format';
import { useRecordStatus } from './pull-progress';

/** Fills listed under a medication: all of them for any real record (the API's largest page). */
const FILLS_SHOWN = 500;

/** A medication's fills, read when the patient opens them. */
function Fills({ medication }: { medication: MedicationSummary }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const recordStatus = useRecordStatus();
  const fills = useRecords({
    category: 'medications',
    code: medication.code ?? undefined,
    pageSize: FILLS_SHOWN,
  });
  if (fills.loading) return <AreaLoading label={t('records.medications.fillsLoading')} />;
  if (fills.error && !fills.data) return <AreaError error={fills.error} onRetry={fills.retry} />;
  const items = fills.data?.items ?? [];
  return (
    <>
      <ul className="flex flex-col gap-1 text-sm">
        {items.map((fill) => (
          <li key={fill.id}>
            {[
              format.day(fill.date) ?? t('records.list.noDate'),
              fill.status ? recordStatus(fill.status) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </li>
        ))}
      </ul>
      {(fills.data?.total ?? 0) > items.length && (
        <p className="text-sm text-on-surface-muted">
          {t('records.medications.fillsShown', { shown: items.length, total: fills.data?.total })}
        </p>
      )}
    </>
  );
}

function MedicationRow({ medication }: { medication: MedicationSummary }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const recordStatus = useRecordStatus();
  const [open, setOpen] = useState(false);
  const name = medication.name ? <SourceText>{medication.name}</SourceText> : t('records.list.unnamed');
  const since = format.day(medication.since);
  return (
    <li>
      <Card variant="striped" className="flex flex-col gap-1">
        <h3 className="font-semibold">{name}</h3>
        {medication.dose && (
          <p>
            <SourceText>{medication.dose}</SourceText>
          </p>
        )}
        <p className="text-sm text-on-surface-muted">
          {medication.prescriber && (
            <>
              {t('records.medications.prescriber')} <SourceText>{medication.prescriber}</SourceText>
              {' · '}
            </>
          )}
          {[
            since && t('records.medications.since', { date: since }),
            medication.status && t('records.list.status', { status: recordStatus(medication.status) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {medication.code && (
          <details onToggle={(event) => setOpen(event.currentTarget.open)} data-remove-on-print="">
            <summary className="cursor-pointer text-sm font-semibold text-link underline focus-visible:outline-2 focus-visible:outline-focus">
              {t('records.medications.fills', { count: medication.fills })}
            </summary>
            {open && <Fills medication={medication} />}
          </details>
        )}
      </Card>
    </li>
  );
}

function MedicationGroup({ group, items }: { group: 'current' | 'past'; items: MedicationSummary[] }) {
  const { t } = useTranslation();
  const heading = t(`records.medications.${group}`);
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{heading}</h2>
      {items.length === 0 ? (
        <p>{t(`records.medications.${group}Empty`)}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={heading}>
          {items.map((medication) => (
            <MedicationRow key={medication.id} medication={medication} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** [REC-1] The Medications list: what the patient takes now, then what they took before, each with its fills. */
export function MedicationsArea() {
  const { t } = useTranslation();
  const medications = useMedications();
  if (medications.loading)
    return <AreaLoading label={t('records.states.loading', { area: t('records.medications.title') })} />;
  if (medications.error && !medications.data)
    return <AreaError error={medications.error} onRetry={medications.retry} />;
  const list = medications.data;
  if (!list || list.current.length + list.past.length === 0)
    return (
      <AreaEmpty
        title={t('records.medications.emptyTitle')}
        description={t('records.medications.emptyDescription')}
      />
    );
  return (
    <div className="flex flex-col gap-4" aria-busy={medications.refreshing}>
      <MedicationGroup group="current" items={list.current} />
      {list.past.length > 0 && <MedicationGroup group="past" items={list.past} />}
    </div>
  );
}
