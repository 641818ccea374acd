import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
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
import { typedValues } from '../../../lib/drafts';
import { extractErrorMessage } from '../../../lib/errors';
import { useDraft } from '../../../lib/use-draft';
import { useCreateShareLink } from '../api/create-share-link';
import { CategoryChoice } from '../components/category-choice';
import { ShareLinkMade, ShareLinkResult } from '../components/share-link-result';
import { useTextFields } from '../components/use-text-fields';
import { sharingPaths } from '../paths';
import { EXPIRY_CHOICES, shareLinkUrl } from '../rules/share-link';

type Recipient = (typeof SHARE_LINK_RECIPIENTS)[number];

/** What a reload keeps of the form [issue 23]: never the passcode (typedValues leaves password fields out). */
interface ShareDraft {
  recipient: Recipient;
  categories: RecordCategory[];
  fields: Record<string, string>;
}

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
 * What is typed survives a reload, the passcode aside. Once made, the page's address names the grant (not the
 * key): a reload then says the link was made and where to stop it, since the key itself is kept nowhere.
 */
export default function NewShareScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { kept, keep, discard } = useDraft<ShareDraft>('shareLink');
  const typed = kept.fields ?? {};
  const [recipient, setRecipient] = useState<Recipient>(
    search.get('for') === 'clinician' ? 'clinician' : (kept.recipient ?? 'link'),
  );
  const clinician = recipient === 'clinician';
  const { create, creating, error } = useCreateShareLink();
  const { check, textField, otherRefusal } = useTextFields(TEXT_FIELDS, error);
  const [categories, setCategories] = useState<RecordCategory[]>(kept.categories ?? [...RECORD_CATEGORIES]);
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
    if (!result) return;
    discard();
    setCreated(result);
    await navigate(`${sharingPaths.create}?made=${encodeURIComponent(result.grant.id)}`, { replace: true });
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
  const made = search.get('made');
  if (made)
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={t('sharing.created.title')} back={back} />
        <ShareLinkMade grantId={made} />
      </div>
    );

  const choose = (next: RecordCategory[]) => {
    setMissingCategory(false);
    setCategories(next);
    keep({ categories: next });
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
      <form
        noValidate
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(e) => void submit(e)}
        onChange={(e) => keep({ fields: typedValues(e.currentTarget) })}
      >
        <RadioGroup
          legend={t('sharing.create.shareWith')}
          name="recipient_kind"
          value={recipient}
          onValueChange={(value) => {
            setRecipient(value as Recipient);
            keep({ recipient: value as Recipient });
          }}
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
            defaultValue: typed.recipient_name,
          },
        )}
        {clinician && (
          <>
            {textField('recipient_organization', t('sharing.create.organization'), TEXT_LIMITS.organization, {
              defaultValue: typed.recipient_organization,
            })}
            {textField('recipient_email', t('sharing.create.email'), TEXT_LIMITS.email, {
              type: 'email',
              autoComplete: 'off',
              hint: t('sharing.create.emailHint'),
              defaultValue: typed.recipient_email,
            })}
          </>
        )}
        {textField('reason', t('sharing.create.reason'), TEXT_LIMITS.reason, {
          hint: t('sharing.create.reasonHint'),
          required: true,
          defaultValue: typed.reason,
        })}
        <CategoryChoice value={categories} onChange={choose} missing={missingCategory} />
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField name="date_from" defaultValue={typed.date_from} label={t('sharing.create.dateFrom')} />
          <DateField name="date_to" defaultValue={typed.date_to} label={t('sharing.create.dateTo')} />
        </div>
        <Select
          name="expires_in_hours"
          label={t('sharing.create.expiry')}
          defaultValue={typed.expires_in_hours ?? '168'}
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
