import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from 'react-i18next';
import {
  dayIn,
  inviteProxyRequest,
  RECORD_CATEGORIES,
  TEXT_LIMITS,
  type RecordCategory,
} from '@portal/contract';
import { Alert, Button, DateField, Link, PageHeader } from '@portal/ui';
import { typedValues } from '../../../lib/drafts';
import { extractErrorMessage } from '../../../lib/errors';
import { useDraft } from '../../../lib/use-draft';
import { problem, useProblemText } from '../../../lib/problem-text';
import { useInviteProxy } from '../api/invite-proxy';
import { CategoryChoice } from '../components/category-choice';
import { useTextFields } from '../components/use-text-fields';
import { sharingPaths } from '../paths';
import { useTimeZone } from '../../account/api/settings';
import { invitationRefusal } from '../rules/invitation-refusal';
import { untilProblem } from '../rules/share-link';

/** What a reload keeps of the invitation being typed [issue 23]. */
interface InviteDraft {
  categories: RecordCategory[];
  fields: Record<string, string>;
}

const TEXT_FIELDS = { name: 'name', email: 'email', reason: 'reason' } as const;

/**
 * [SHARE-1] Invites a caregiver by email: a pending entry in the ledger until they accept. What is typed
 * survives a reload until the invitation is sent.
 */
export default function InviteScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { invite, inviting, error } = useInviteProxy();
  const { kept, keep, discard } = useDraft<InviteDraft>('caregiverInvite');
  const typed = kept.fields ?? {};
  const [categories, setCategories] = useState<RecordCategory[]>(kept.categories ?? [...RECORD_CATEGORIES]);
  const [missingCategory, setMissingCategory] = useState(false);
  const [untilWrong, setUntilWrong] = useState(false);
  const problemText = useProblemText();
  // "today" is the patient's calendar day in their saved zone, as the server reads the last day
  const timeZone = useTimeZone();
  const refusal = invitationRefusal(error);
  const refusalText = refusal ? t(refusal.key, { count: refusal.count }) : undefined;
  const { check, textField, otherRefusal } = useTextFields(
    TEXT_FIELDS,
    error,
    refusal?.field && refusalText ? { field: refusal.field, message: refusalText } : undefined,
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const pastEnd = untilProblem(text('until'), dayIn(new Date(), timeZone)) !== undefined;
    setUntilWrong(pastEnd);
    if (categories.length === 0) setMissingCategory(true);
    const textOk = check(inviteProxyRequest, {
      name: text('name'),
      email: text('email'),
      reason: text('reason'),
      categories: [...RECORD_CATEGORIES],
    });
    if (pastEnd || categories.length === 0 || !textOk) return;
    const invited = await invite({
      name: text('name'),
      email: text('email'),
      reason: text('reason'),
      categories,
      ...(text('until') ? { until: text('until') } : {}),
    });
    if (!invited) return;
    discard();
    await navigate(sharingPaths.list);
  };
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('sharing.invite.title')}
        description={t('sharing.invite.description')}
        back={
          <Link asChild>
            <RouterLink to={sharingPaths.list}>{t('sharing.grant.back')}</RouterLink>
          </Link>
        }
      />
      {otherRefusal ? (
        <Alert
          tone="danger"
          title={t('sharing.invite.failed')}
          actions={
            refusal?.verifyIdentity ? (
              <Button asChild size="sm">
                <RouterLink to={paths.verifyId}>{t('sharing.invite.verifyIdentity')}</RouterLink>
              </Button>
            ) : undefined
          }
        >
          {refusalText ?? extractErrorMessage(otherRefusal, '')}
        </Alert>
      ) : null}
      <form
        noValidate
        className="flex max-w-xl flex-col gap-4"
        onSubmit={(e) => void submit(e)}
        onChange={(e) => keep({ fields: typedValues(e.currentTarget) })}
      >
        {textField('name', t('sharing.invite.name'), TEXT_LIMITS.name, {
          required: true,
          defaultValue: typed.name,
        })}
        {textField('email', t('sharing.invite.email'), TEXT_LIMITS.email, {
          type: 'email',
          autoComplete: 'off',
          hint: t('sharing.invite.emailHint'),
          required: true,
          defaultValue: typed.email,
        })}
        {textField('reason', t('sharing.invite.reason'), TEXT_LIMITS.reason, {
          required: true,
          defaultValue: typed.reason,
        })}
        <CategoryChoice
          value={categories}
          onChange={(next) => {
            setMissingCategory(false);
            setCategories(next);
            keep({ categories: next });
          }}
          missing={missingCategory}
        />
        <DateField
          name="until"
          defaultValue={typed.until}
          label={t('sharing.invite.until')}
          error={untilWrong ? problemText(problem('until_past', 'until')) : undefined}
          // once shown, the message follows the patient's corrections and stays until the date is fixed
          onChange={(e) =>
            setUntilWrong(
              untilWrong && untilProblem(e.target.value, dayIn(new Date(), timeZone)) !== undefined,
            )
          }
        />
        <div>
          <Button type="submit" loading={inviting}>
            {t('sharing.invite.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
