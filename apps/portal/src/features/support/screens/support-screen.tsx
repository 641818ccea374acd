import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Link, PageHeader } from '@portal/ui';
import { useBrand } from '../../../app/brand-context';
import { paths } from '../../../config/paths';

/**
 * Support by brand [CHAT-1] [PROF-7]. On /chat the messenger is never loaded and the brand's contacts are the
 * page; on /profile/support (`chat` when a chat provider is configured) the same contacts, a way to open the
 * messenger the page already loaded, and the feedback form.
 */
export default function SupportScreen({ chat }: { chat?: boolean }) {
  const { t } = useTranslation();
  const { support } = useBrand();
  const inAccount = chat !== undefined;
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
      {chat && (
        <Card className="flex flex-col gap-3">
          <p>{t('chat.chatHint')}</p>
          <div>
            <Button onClick={() => window.Intercom?.('show')}>{t('chat.openChat')}</Button>
          </div>
        </Card>
      )}
      {inAccount && (
        <Card className="flex flex-col gap-3">
          <p>{t('chat.feedbackHint')}</p>
          <div>
            <Link asChild>
              <RouterLink to={`${paths.profile}/feedback/new`}>{t('chat.feedback')}</RouterLink>
            </Link>
          </div>
        </Card>
      )}
    </div>
  );
}
