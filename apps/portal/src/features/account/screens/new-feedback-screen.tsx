import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, FormField, PageHeader, RadioGroup, Select } from '@portal/ui';
import { FEEDBACK_CATEGORIES, FEEDBACK_MESSAGE_MAX, type SendFeedbackRequest } from '@portal/contract';
import { extractErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSendFeedback } from '../api/feedback';
import { accountPaths } from '../paths';

type Category = SendFeedbackRequest['category'];

/** /profile/feedback/new [PROF-7]: an idea, a problem or praise, in the patient's words, with a rating if they like. */
export default function NewFeedbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trigger, isMutating, error } = useSendFeedback();
  const [category, setCategory] = useState<Category>('idea');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setMissing(true);
    const sent = await trigger({ category, message, rating: rating ? Number(rating) : null });
    if (!sent) return;
    notify.success(t('account.feedback.thanks'));
    await navigate(accountPaths.feedback);
  };

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <PageHeader title={t('account.feedback.newTitle')} description={t('account.feedback.newDescription')} />
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        {error ? (
          <Alert tone="danger" title={t('account.feedback.notSent')}>
            {extractErrorMessage(error)}
          </Alert>
        ) : null}
        <RadioGroup
          legend={t('account.feedback.category')}
          name="category"
          value={category}
          onValueChange={(value) => setCategory(value as Category)}
          options={FEEDBACK_CATEGORIES.map((value) => ({
            value,
            label: t(`account.feedback.categories.${value}`),
          }))}
        />
        <FormField
          label={t('account.feedback.message')}
          hint={t('account.feedback.messageHint', { max: FEEDBACK_MESSAGE_MAX })}
          error={missing ? t('account.feedback.messageMissing') : undefined}
          required
        >
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={FEEDBACK_MESSAGE_MAX}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                setMissing(false);
              }}
              className="w-full rounded-brand border border-border bg-surface px-3 py-2 focus-visible:outline-2 focus-visible:outline-focus"
            />
          )}
        </FormField>
        <Select
          label={t('account.feedback.rating')}
          value={rating}
          placeholder={t('account.feedback.noRating')}
          options={[5, 4, 3, 2, 1].map((stars) => ({
            value: String(stars),
            label: t('account.feedback.stars', { count: stars }),
          }))}
          onChange={(event) => setRating(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isMutating}>
            {t('account.feedback.submit')}
          </Button>
          <Button variant="secondary" asChild>
            <Link to={accountPaths.feedback}>{t('account.feedback.cancel')}</Link>
          </Button>
        </div>
      </form>
    </div>
  );
}
