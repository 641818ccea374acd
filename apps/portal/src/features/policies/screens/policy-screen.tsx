import { Link as RouterLink, useParams } from 'react-router';
import { calendarDay } from '../../../lib/date-format';
import { useTranslation } from 'react-i18next';
import { Alert, Link, PageHeader } from '@portal/ui';
import { paths } from '../../../config/paths';
import { findPolicy } from '../policies';

/** One policy page: the privacy, patient authorization, study privacy or identity-verification policy. */
export default function PolicyScreen() {
  const { t, i18n } = useTranslation();
  const { policyId } = useParams();
  const policy = findPolicy(policyId);
  const back = (
    <Link asChild>
      <RouterLink to={paths.policies}>{t('policies.back')}</RouterLink>
    </Link>
  );

  if (!policy) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <PageHeader title={t('policies.listTitle')} back={back} />
        <Alert tone="warning">{t('policies.notFound')}</Alert>
      </div>
    );
  }

  const paragraphs = t(`${policy.key}.body`, { returnObjects: true }) as unknown;
  const updated = calendarDay(policy.updated, i18n.resolvedLanguage);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageHeader
        title={t(`${policy.key}.title`)}
        description={t('policies.updated', { date: updated })}
        back={back}
      />
      {(Array.isArray(paragraphs) ? paragraphs : []).map((text: string) => (
        <p key={text} className="max-w-prose leading-relaxed">
          {text}
        </p>
      ))}
    </article>
  );
}
