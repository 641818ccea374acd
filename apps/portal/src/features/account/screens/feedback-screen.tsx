import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, PageHeader, StatusBadge, type StatusTone } from '@portal/ui';
import type { FeedbackItem } from '@portal/contract';
import { useFeedback } from '../api/feedback';
import { Loaded } from '../../../app/loaded';
import { accountPaths } from '../paths';
import { useDateFormat } from '../api/settings';

const tone: Record<FeedbackItem['status'], StatusTone> = {
  received: 'neutral',
  in_review: 'progress',
  answered: 'success',
  closed: 'neutral',
};

function FeedbackEntry({ item }: { item: FeedbackItem }) {
  const { t } = useTranslation();
  const sent = useDateFormat().dayOf(item.created_at) ?? item.created_at;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {t(`account.feedback.categories.${item.category}`)} · <time dateTime={item.created_at}>{sent}</time>
        </h2>
        <StatusBadge tone={tone[item.status]} label={t(`account.feedback.statuses.${item.status}`)} />
      </div>
      <p className="whitespace-pre-line break-words">{item.message}</p>
      {item.reply && (
        <div className="border-s-4 border-primary ps-3">
          <p className="font-semibold">{t('account.feedback.reply')}</p>
          <p className="whitespace-pre-line">{item.reply}</p>
        </div>
      )}
    </Card>
  );
}

/** /profile/feedback [PROF-7]: what the patient sent and where each stands. */
export default function FeedbackScreen() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const send = (
    <Button asChild>
      <Link to={accountPaths.newFeedback}>{t('account.feedback.send')}</Link>
    </Button>
  );
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader
        title={t('account.feedback.title')}
        description={t('account.feedback.description')}
        actions={send}
      />
      <Loaded resource={feedback} failedTitle={t('account.loadFailed')}>
        {({ feedback: items }) =>
          items.length === 0 ? (
            <EmptyState
              headingLevel={2}
              title={t('account.feedback.emptyTitle')}
              description={t('account.feedback.emptyBody')}
            />
          ) : (
            <ul className="flex flex-col gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <FeedbackEntry item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
