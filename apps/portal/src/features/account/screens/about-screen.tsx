import { useTranslation } from 'react-i18next';
import { Card, PageHeader } from '@portal/ui';
import { version } from '../../../../package.json';
import { useBrand } from '../../../app/brand-context';
import { SourceText, withParts } from '../../../components/source-text';
import { licences } from '../licences';

/** /profile/about [PROF-7]: which portal this is (brand, version) and the open-source software inside it. */
export default function AboutScreen() {
  const { t } = useTranslation();
  const brand = useBrand();
  // the brand's name as its registry entry writes it, a proper name in any language
  const name = <SourceText name>{brand.name}</SourceText>;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={withParts((values) => t('account.about.title', values), { brand: name })} />
      <Card>
        <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-semibold">{t('account.about.brand')}</dt>
          <dd>{name}</dd>
          <dt className="font-semibold">{t('account.about.version')}</dt>
          <dd>{version}</dd>
        </dl>
      </Card>
      <section aria-labelledby="licences" className="flex flex-col gap-2">
        <h2 id="licences" className="text-lg font-semibold">
          {t('account.about.licences')}
        </h2>
        <p className="text-on-surface-muted">{t('account.about.licencesIntro')}</p>
        <Card className="p-0">
          <ul className="divide-y divide-border">
            {licences.map(({ name, licence }) => (
              <li key={name} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span lang="en" className="font-mono text-sm">
                  {name}
                </span>
                <span lang="en">{licence}</span>
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}
