import { useTranslation } from 'react-i18next';
import { MedicationsArea } from '../components/medication-list';
import { PrintSection } from '../components/print-section';

/** [REC-1] Medication tab: one entry per medication, what the patient takes now apart from what they took before. */
export default function MedicationsScreen() {
  const { t } = useTranslation();
  return (
    <PrintSection title={t('records.medications.title')} description={t('records.medications.description')}>
      <MedicationsArea />
    </PrintSection>
  );
}
