import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@portal/ui';
import { PrintSection } from '../components/print-section';
import { RecordsArea } from '../components/record-list';
import { recordsPaths } from '../paths';

/** Observations are split by their FHIR category: vital signs and laboratory results. */
const OBSERVATION_TYPE = { vitals: 'vital-signs', labs: 'laboratory' } as const;

/** [REC-3] Vitals and Labs: measured values with units, reference ranges and what is out of range. */
function ObservationsScreen({ area }: { area: keyof typeof OBSERVATION_TYPE }) {
  const { t } = useTranslation();
  const title = t(`records.${area}.title`);
  return (
    <PrintSection
      title={title}
      description={t(`records.${area}.description`)}
      actions={
        <Link asChild>
          <RouterLink to={recordsPaths.trends}>{t('records.observations.seeTrends')}</RouterLink>
        </Link>
      }
    >
      <RecordsArea
        category="observations"
        type={OBSERVATION_TYPE[area]}
        label={title}
        emptyTitle={t(`records.${area}.emptyTitle`)}
        emptyDescription={t('records.observations.emptyDescription')}
      />
    </PrintSection>
  );
}

export function VitalsScreen() {
  return <ObservationsScreen area="vitals" />;
}

export function LabsScreen() {
  return <ObservationsScreen area="labs" />;
}
