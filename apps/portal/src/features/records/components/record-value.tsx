import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordComponent } from '@portal/contract';
import { SourceText, withParts } from '../../../components/source-text';
import { recordValue } from '../rules/record-value';
import { useRecordFormat } from './format';

/**
 * A row's value as the patient reads it: the number and unit (a weight, height or temperature in their units),
 * yes or no, the source's words, or "No value:" and why (in the patient's language when the reason is one the
 * portal knows, else as the source said it).
 */
export function RecordValueText({ item }: { item: RecordComponent }): ReactNode {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const value = recordValue(item);
  if (!value) return null;
  switch (value.kind) {
    case 'number':
      return format.measurement({ value: value.value, unit: value.unit, code: item.code });
    case 'yes-no':
      return value.value ? t('records.recordValue.yes') : t('records.recordValue.no');
    case 'text':
      return <SourceText>{value.text}</SourceText>;
    case 'absent':
      return t('records.recordValue.noValue', {
        reason: t(`records.recordValue.absentReason.${value.reason}`),
      });
    case 'absent-as-said':
      return withParts((values) => t('records.recordValue.noValue', values), {
        reason: <SourceText>{value.words}</SourceText>,
      });
  }
}
