import { useTranslation } from 'react-i18next';
import { Card, Link, PageHeader } from '@portal/ui';
import { useBrand } from '../../../app/brand-context';

/** /chat: the messenger is never loaded here; the brand's support contacts are [CHAT-1]. */
export default function SupportScreen() {
  const { t } = useTranslation();
  const { support } = useBrand();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title={t('chat.title')} description={t('chat.description')} />
      <Card>
        <dl className="grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
          <dt className="font-semibold">{t('chat.phone')}</dt>
          <dd>
            <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`}>{support.phone}</Link>
          </dd>
          <dt className="font-semibold">{t('chat.email')}</dt>
          <dd>
            <Link href={`mailto:${support.email}`}>{support.email}</Link>
          </dd>
          <dt className="font-semibold">{t('chat.hours')}</dt>
          {/* brand files hold the hours in English only */}
          <dd lang="en">{support.hours}</dd>
        </dl>
      </Card>
    </div>
  );
}
