import { useTranslation } from 'react-i18next';
import { readableUnit, unitIn, type RecordItem } from '@portal/contract';
import { SourceText, withParts } from '../../../components/source-text';
import { resultVerdict } from '../rules/result-range';
import { useRecordFormat } from './format';

const FLAG = { below: 'low', above: 'high', outside: 'outside' } as const;

/**
 * A result's flag and normal range after its value, in words, not colour only ("(above range) normal range
 * ≤ 5.6 %"): the Labs list and the share view read it the contract's one way, as the chart and a kit's result do.
 */
export function ResultRange({
  item,
}: {
  item: Pick<RecordItem, 'value' | 'value_text' | 'unit' | 'reference_range'>;
}) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const { range, inWords, position } = resultVerdict(item, format.number, format.units);
  const flag = position === 'below' || position === 'above' || position === 'outside' ? FLAG[position] : null;
  const unit = item.unit ? ` ${readableUnit(unitIn(item.unit, format.units))}` : '';
  return (
    <>
      {flag && (
        <span className="ms-2 text-sm font-semibold" data-position={position}>
          ({t(`records.list.${flag}`)})
        </span>
      )}
      {range && (
        <span className="ms-2 text-sm text-on-surface-muted">
          {withParts((values) => t('records.list.range', values), {
            range: inWords ? <SourceText>{range}</SourceText> : `${range}${unit}`,
          })}
        </span>
      )}
    </>
  );
}
