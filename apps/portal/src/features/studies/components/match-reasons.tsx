import { useTranslation } from 'react-i18next';
import type { MatchReason } from '@portal/contract';
import { reasonLines } from '../rules/study-text';
import { useStudyFormat } from './format';

/** [STUDY-1] Why a study is suggested, in the patient's words, and that only the study team decides. */
export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const lines = reasonLines(reasons);
  if (lines.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line.key === 'condition' ? line.condition.en : line.key}>
            {line.key === 'condition'
              ? t('studies.reasons.condition', { condition: format.text(line.condition) })
              : t(`studies.reasons.${line.key}`, { range: format.range(line.range) })}
          </li>
        ))}
      </ul>
      <p className="text-on-surface-muted">{t('studies.reasons.notEligibility')}</p>
    </div>
  );
}
