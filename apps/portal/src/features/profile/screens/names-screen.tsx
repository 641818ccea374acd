import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { legalNameRequest, type NamesResponse, type PatientName } from '@portal/contract';
import { Button, Card, CardTitle, EmptyState } from '@portal/ui';
import { refreshTokens } from '../../../lib/api';
import { changeLegalName } from '../api/change-legal-name';
import { namesKey, usePatientNames } from '../api/get-names';
import { useOptimisticChange } from '../api/optimistic';
import { removeName } from '../api/remove-name';
import { emptyName, NameFields, type NameValue } from '../components/name-fields';
import { ProfilePage } from '../components/profile-page';
import { ReviewNote } from '../components/review-note';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';
import { displayName } from '../rules/display-name';
import { formProblems } from '../../../lib/form-problems';
import { FormActions } from '../../../components/form-actions';

/** Names and additional names [PROF-1] (/profile/names). */
export default function NamesScreen() {
  const { t } = useTranslation();
  const names = usePatientNames();
  return (
    <ProfilePage title={t('profile.names.title')} description={t('profile.names.description')}>
      <WhenLoaded resource={names}>
        {(data) => (
          <>
            <LegalName data={data} />
            <AdditionalNames names={data.names.filter((n) => n.use !== 'legal')} />
          </>
        )}
      </WhenLoaded>
    </ProfilePage>
  );
}

function LegalName({ data }: { data: NamesResponse }) {
  const { t } = useTranslation();
  const legal = data.names.find((n) => n.use === 'legal');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<NameValue>(emptyName);
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const { saving, save } = useSave();
  const change = useOptimisticChange();

  const start = () => {
    setValue({ ...emptyName, ...legal, middle_name: legal?.middle_name ?? '' });
    setProblems({});
    setEditing(true);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(legalNameRequest, value);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const name = { ...value, middle_name: value.middle_name.trim() || null };
    let inReview = false;
    const took = await save(async () => {
      await change<NamesResponse>(
        namesKey,
        (current) => ({
          ...current,
          names: current.names.map((n) => (n.use === 'legal' ? { ...n, ...name } : n)),
        }),
        async () => (inReview = (await changeLegalName(name)).outcome === 'in_review'),
      );
      // The header, greeting and signature checks read the name from the id token: a refresh re-issues it with
      // the new name. Best effort: the change took, and a failed refresh ends the session on the next call anyway.
      if (!inReview) await refreshTokens().catch(() => undefined);
      return inReview ? t('profile.sentToReview') : undefined;
    });
    if (took) setEditing(false);
  };

  return (
    <Card className="flex flex-col gap-4">
      <CardTitle level={2}>{t('profile.names.legal')}</CardTitle>
      {data.pending_legal_name && (
        <ReviewNote
          value={displayName(data.pending_legal_name.value)}
          requestedAt={data.pending_legal_name.requested_at}
        />
      )}
      {editing ? (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <p className="text-sm">{t('profile.names.legalHint')}</p>
          <NameFields value={value} onChange={setValue} problems={problems} />
          <FormActions onCancel={() => setEditing(false)}>
            <Button type="submit" loading={saving}>
              {t('profile.save')}
            </Button>
          </FormActions>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p data-private="true">{legal ? displayName(legal) : t('profile.notProvided')}</p>
          <Button variant="secondary" onClick={start}>
            {t('profile.names.editLegal')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function AdditionalNames({ names }: { names: PatientName[] }) {
  const { t } = useTranslation();
  const { save } = useSave();
  const change = useOptimisticChange();
  const remove = (id: string) =>
    save(async () => {
      await change<NamesResponse>(
        namesKey,
        (current) => ({ ...current, names: current.names.filter((n) => n.id !== id) }),
        () => removeName(id),
      );
      return t('profile.removed');
    });
  const add = (
    <Button asChild variant="secondary">
      <RouterLink to={profilePaths.newName}>{t('profile.names.add')}</RouterLink>
    </Button>
  );
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle level={2}>{t('profile.names.additional')}</CardTitle>
      {names.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('profile.names.none')}
          description={t('profile.names.noneHint')}
          action={add}
        />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border">
            {names.map((name) => (
              <li key={name.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold" data-private="true">
                    {displayName(name)}
                  </p>
                  <p className="text-sm">{t(`profile.names.uses.${name.use}`)}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('profile.names.removeName', { name: displayName(name) })}
                  onClick={() => void remove(name.id)}
                >
                  {t('profile.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <div>{add}</div>
        </>
      )}
    </Card>
  );
}
