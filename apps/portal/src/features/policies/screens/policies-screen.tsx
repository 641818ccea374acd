import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Link, PageHeader } from '@portal/ui';
import { paths } from '../../../config/paths';
import { policies } from '../policies';

/** The privacy policies list. */
export default function PoliciesScreen() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader title={t('policies.listTitle')} description={t('policies.listDescription')} />
      <ul className="flex flex-col gap-3">
        {policies.map((policy) => (
          <li key={policy.id}>
            <Card>
              <h2 className="text-lg font-semibold">
                <Link asChild>
                  <RouterLink to={paths.policy(policy.id)}>{t(`${policy.key}.title`)}</RouterLink>
                </Link>
              </h2>
              <p className="text-on-surface-muted">{t(`${policy.key}.summary`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
