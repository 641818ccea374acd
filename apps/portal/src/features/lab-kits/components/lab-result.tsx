import { useTranslation } from 'react-i18next';
import type { LabResult } from '@portal/contract';
import { StatusBadge } from '@portal/ui';
import { SourceText, withParts } from '../../../components/source-text';
import { displayUnit } from '../../records/rules/trend-views';
import { resultVerdict } from '../../records/rules/result-range';
import { useLabKitFormat } from './format';

/**
 * [KIT-2] One result of a kit: its value, the normal range the lab sent, whether the value is in it (in words, not
 * colour only) and, when it is not, what to do.
 */
export function LabResultRow({ result }: { result: LabResult }) {
  const { t } = useTranslation();
  const format = useLabKitFormat();
  const unit = result.unit ? displayUnit(result.unit, '') : '';
  const value =
    result.value !== null
      ? `${format.number(result.value)} ${unit}`.trim()
      : result.value_text && <SourceText>{result.value_text}</SourceText>;
  const { range, inWords, position } = resultVerdict(result, format.number);
  const out = position === 'below' || position === 'above' || position === 'outside';
  return (
    <div className="flex flex-wrap justify-between gap-2" data-result-position={position}>
      <dt>{result.display ? <SourceText>{result.display}</SourceText> : result.loinc}</dt>
      <dd className="flex flex-col items-end gap-1 text-end">
        <span className="flex flex-wrap items-center justify-end gap-2">
          <span className="font-semibold">{value}</span>
          {position !== 'unknown' && (
            <StatusBadge
              tone={out ? 'problem' : 'success'}
              label={t(`labKits.result.position.${position}`)}
            />
          )}
        </span>
        {range && (
          <span className="text-sm text-on-surface-muted">
            {withParts((values) => t('labKits.result.range', values), {
              range: inWords ? <SourceText>{range}</SourceText> : `${range} ${unit}`.trim(),
            })}
          </span>
        )}
        {out && <span className="text-sm font-semibold">{t(`labKits.result.advice.${position}`)}</span>}
      </dd>
    </div>
  );
}
