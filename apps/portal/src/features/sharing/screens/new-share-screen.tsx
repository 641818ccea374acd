import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  createShareLinkRequest,
  RECORD_CATEGORIES,
  type CreatedShareLink,
  type RecordCategory,
  type SHARE_LINK_RECIPIENTS,
  TEXT_LIMITS,
} from '@portal/contract';
import { Alert, Button, DateField, Link, PageHeader, RadioGroup, Select } from '@portal/ui';
import { extractErrorMessage } from '../../../lib/errors';
import { useCreateShareLink } from '../api/create-share-link';
import { CategoryChoice } from '../components/category-choice';
import { useTextFields } from '../components/use-text-fields';
import { ShareLinkResult } from '../components/share-link-result';
import { sharingPaths } from '../paths';
import { EXPIRY_CHOICES, shareLinkUrl } from '../rules/share-link';

type Recipient = (typeof SHARE_LINK_RECIPIENTS)[number];

const TEXT_FIELDS = {
  recipient_name: 'recipient_name',
  recipient_organization: 'recipient_organization',
  recipient_email: 'recipient_email',
  reason: 'reason',
  passcode: 'passcode',
} as const;

/**
 * [SHARE-2] Share EMR: a link for a named recipient, with a scope (kinds of record, optional dates), an expiry
 * from an hour to 90 days and an optional passcode. The link and its QR code are shown once. [SHARE-1] For a
 * clinician the link is addressed to them (name, clinic, email) and listed with the patient's clinicians.
 */
export default function NewShareScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [recipient, setRecipient] = useState<Recipient>(
    search.get('for') === 'clinician' ? 'clinician' : 'link',
  );
  const clinician = recipient === 'clinician';
  const { create, creating, error } = useCreateShareLink();
  const { check, textField, otherRefusal } = useTextFields(TEXT_FIELDS, error);
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
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    if (categories.length === 0) setMissingCategory(true);
    const request = {
      recipient_kind: recipient,
      recipient_name: text('recipient_name'),
      ...(clinician && text('recipient_organization')
        ? { recipient_organization: text('recipient_organization') }
        : {}),
      ...(clinician && text('recipient_email') ? { recipient_email: text('recipient_email') } : {}),
      reason: text('reason'),
      categories,
      expires_in_hours: Number(text('expires_in_hours')),
      ...(text('date_from') ? { date_from: text('date_from') } : {}),
      ...(text('date_to') ? { date_to: text('date_to') } : {}),
      ...(text('passcode') ? { passcode: text('passcode') } : {}),
    };
    // the text is checked whatever the categories, so one submit says everything that is missing
    const textOk = check(createShareLinkRequest, { ...request, categories: [...RECORD_CATEGORIES] });
    if (!textOk || categories.length === 0) return;
    const result = await create(request);
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
      {otherRefusal ? (
        <Alert tone="danger" title={t('sharing.create.failed')}>
          {extractErrorMessage(otherRefusal, '')}
        </Alert>
      ) : null}
      <form noValidate className="flex max-w-xl flex-col gap-4" onSubmit={(e) => void submit(e)}>
        <RadioGroup
          legend={t('sharing.create.shareWith')}
          name="recipient_kind"
          value={recipient}
          onValueChange={(value) => setRecipient(value as Recipient)}
          options={[
            { value: 'clinician', label: t('sharing.create.forClinician') },
            { value: 'link', label: t('sharing.create.forAnyone') },
          ]}
        />
        {textField(
          'recipient_name',
          clinician ? t('sharing.create.clinicianName') : t('sharing.create.recipient'),
          TEXT_LIMITS.name,
          {
            hint: clinician ? t('sharing.create.clinicianNameHint') : t('sharing.create.recipientHint'),
            required: true,
          },
        )}
        {clinician && (
          <>
            {textField('recipient_organization', t('sharing.create.organization'), TEXT_LIMITS.organization)}
            {textField('recipient_email', t('sharing.create.email'), TEXT_LIMITS.email, {
              type: 'email',
              autoComplete: 'off',
              hint: t('sharing.create.emailHint'),
            })}
          </>
        )}
        {textField('reason', t('sharing.create.reason'), TEXT_LIMITS.reason, {
          hint: t('sharing.create.reasonHint'),
          required: true,
        })}
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
        {textField('passcode', t('sharing.create.passcode'), TEXT_LIMITS.passcode, {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('sharing.create.passcodeHint'),
        })}
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
