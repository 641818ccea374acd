import { useTranslation } from 'react-i18next';
import { PrintSection } from '../components/print-section';
import { RecordsArea } from '../components/record-list';

/** Medication tab: every medication in the record, newest first. */
export default function MedicationsScreen() {
  const { t } = useTranslation();
  return (
    <PrintSection title={t('records.medications.title')} description={t('records.medications.description')}>
      <RecordsArea
        category="medications"
        label={t('records.medications.title')}
        emptyTitle={t('records.medications.emptyTitle')}
        emptyDescription={t('records.medications.emptyDescription')}
      />
    </PrintSection>
  );
}
