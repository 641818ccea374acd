import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ADDITIONAL_NAME_USES,
  additionalNameRequest,
  type AdditionalNameUse,
  type NamesResponse,
} from '@portal/contract';
import { Card, RadioGroup } from '@portal/ui';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useProblemText } from '../../../lib/problem-text';
import { addName } from '../api/add-name';
import { namesKey } from '../api/get-names';
import { useOptimisticChange } from '../api/optimistic';
import { emptyName, NameFields, type NameValue } from '../components/name-fields';
import { SaveButton } from '../components/answer-form';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { profilePaths } from '../paths';
import { formProblems } from '../../../lib/form-problems';

/** New additional name [PROF-1] (/profile/names/new): shown in the list at once, gone again if refused. */
export default function NewNameScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useProblemText();
  const [use, setUse] = useState<AdditionalNameUse | ''>('');
  const [value, setValue] = useState<NameValue>(emptyName);
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});
  const { saving, save } = useSave();
  const change = useOptimisticChange();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = { ...value, use, middle_name: value.middle_name.trim() || null };
    const found = formProblems(additionalNameRequest, request);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(event.currentTarget);
    const name = { ...request, use: use as AdditionalNameUse };
    const took = await save(() =>
      change<NamesResponse>(
        namesKey,
        (current) => ({ ...current, names: [...current.names, { id: 'adding', ...name }] }),
        () => addName(name),
      ),
    );
    if (took) navigate(profilePaths.names);
  };

  return (
    <ProfilePage
      title={t('profile.newName.title')}
      description={t('profile.newName.description')}
      back={profilePaths.names}
    >
      <Card>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <RadioGroup
            legend={t('profile.newName.use')}
            name="use"
            required
            value={use}
            onValueChange={(v) => setUse(v as AdditionalNameUse)}
            error={text(problems.use)}
            options={ADDITIONAL_NAME_USES.map((u) => ({ value: u, label: t(`profile.names.uses.${u}`) }))}
          />
          <NameFields value={value} onChange={setValue} problems={problems} />
          <SaveButton saving={saving}>{t('profile.newName.submit')}</SaveButton>
        </form>
      </Card>
    </ProfilePage>
  );
}
