import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECORD_CATEGORIES, type CreatedShareLink, type RecordCategory } from '@portal/contract';
import { Alert, Button, DateField, Link, PageHeader, Select, TextField } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { useCreateShareLink } from '../api/create-share-link';
import { CategoryChoice } from '../components/category-choice';
import { ShareLinkResult } from '../components/share-link-result';
import { sharingPaths } from '../paths';
import { EXPIRY_CHOICES, shareLinkUrl } from '../rules/share-link';

/**
 * [SHARE-2] Share EMR: a link for a named recipient, with a scope (kinds of record, optional dates), an expiry
 * from an hour to 90 days and an optional passcode. The link and its QR code are shown once.
 */
export default function NewShareScreen() {
  const { t } = useTranslation();
  const { create, creating, error } = useCreateShareLink();
  const [categories, setCategories] = useState<RecordCategory[]>([...RECORD_CATEGORIES]);
  const [missingCategory, setMissingCategory] = useState(false);
  const [created, setCreated] = useState<CreatedShareLink>();
  const back = (
    <Link asChild>
      <RouterLink to={sharingPaths.list}>{t('sharing.grant.back')}</RouterLink>
    </Link>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (categories.length === 0) return setMissingCategory(true);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const result = await create({
      recipient_name: text('recipient_name'),
      reason: text('reason'),
      categories,
      expires_in_hours: Number(text('expires_in_hours')),
      ...(text('date_from') ? { date_from: text('date_from') } : {}),
      ...(text('date_to') ? { date_to: text('date_to') } : {}),
      ...(text('passcode') ? { passcode: text('passcode') } : {}),
    });
    if (result) setCreated(result);
  };

  if (created)
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t('sharing.created.title')} back={back} />
        <ShareLinkResult
          created={created}
          url={shareLinkUrl(window.location.origin, sharingPaths.shared, created.share_key)}
        />
        <div>
          <Button asChild variant="secondary">
            <RouterLink to={sharingPaths.list}>{t('sharing.created.done')}</RouterLink>
          </Button>
        </div>
      </div>
    );

  const choose = (next: RecordCategory[]) => {
    setMissingCategory(false);
    setCategories(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('sharing.create.title')}
        description={t('sharing.create.description')}
        back={back}
      />
      {error ? (
        <Alert tone="danger" title={t('sharing.create.failed')}>
          {extractErrorMessage(error, '')}
        </Alert>
      ) : null}
      <form className="flex max-w-xl flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate={false}>
        <TextField
          name="recipient_name"
          label={t('sharing.create.recipient')}
          hint={t('sharing.create.recipientHint')}
          required
          maxLength={100}
        />
        <TextField
          name="reason"
          label={t('sharing.create.reason')}
          hint={t('sharing.create.reasonHint')}
          required
          maxLength={200}
        />
        <CategoryChoice value={categories} onChange={choose} missing={missingCategory} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="date_from" label={t('sharing.create.dateFrom')} />
          <DateField name="date_to" label={t('sharing.create.dateTo')} />
        </div>
        <Select
          name="expires_in_hours"
          label={t('sharing.create.expiry')}
          defaultValue="168"
          options={EXPIRY_CHOICES.map((choice) => ({
            value: String(choice.hours),
            label: t(`sharing.create.expiryChoice.${choice.key}`),
          }))}
        />
        <TextField
          name="passcode"
          type="password"
          autoComplete="new-password"
          label={t('sharing.create.passcode')}
          hint={t('sharing.create.passcodeHint')}
          minLength={4}
          maxLength={64}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={creating}>
            {t('sharing.create.submit')}
          </Button>
          <Button asChild variant="ghost">
            <RouterLink to={sharingPaths.list}>{t('sharing.create.cancel')}</RouterLink>
          </Button>
        </div>
      </form>
    </div>
  );
}
