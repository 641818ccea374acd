import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@portal/ui';
import { RECORD_CATEGORIES, type RecordCategory } from '@portal/contract';
import { AreaEmpty } from '../../../components/area-state';
import { CategoryHelp } from '../components/category-help';
import { PrintSection } from '../components/print-section';
import { RecordsArea } from '../components/record-list';
import { recordsPaths } from '../paths';

const isRecordCategory = (value: string | undefined): value is RecordCategory =>
  value !== undefined && (RECORD_CATEGORIES as readonly string[]).includes(value);

/** [REC-1] Category details: the records of one category, with the category's help. */
export default function CategoryScreen() {
  const { t } = useTranslation();
  const { category } = useParams();
  const back = (
    <Link asChild tone="subtle">
      <RouterLink to={recordsPaths.myHealth}>{t('records.category.back')}</RouterLink>
    </Link>
  );
  if (!isRecordCategory(category)) {
    return (
      <PrintSection title={t('records.category.unknownTitle')} back={back}>
        <AreaEmpty
          title={t('records.category.unknownTitle')}
          description={t('records.category.unknownDescription')}
        />
      </PrintSection>
    );
  }
  const name = t(`records.categories.${category}.name`);
  return (
    <PrintSection title={name} back={back} description={<CategoryHelp category={category} />}>
      <RecordsArea
        category={category}
        label={name}
        emptyTitle={t('records.category.emptyTitle', { category: name })}
        emptyDescription={t('records.category.emptyDescription')}
      />
    </PrintSection>
  );
}
