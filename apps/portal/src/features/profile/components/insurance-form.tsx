import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CARD_SIDES,
  SUBSCRIBER_RELATIONSHIPS,
  TEXT_LIMITS,
  insuranceFieldsSchema,
  type CardSide,
  type Insurance,
  type InsuranceRequest,
  type UploadedImage,
} from '@portal/contract';
import { Alert, Button, FileButton, Select, TextField } from '@portal/ui';
import { readPhoto, type ImageProblem } from '../../../lib/image-file';
import { useProblemText } from '../../../lib/problem-text';
import { formProblems } from '../../../lib/form-problems';
import { photoRefusal, type PhotoRefusal } from '../rules/photo-refusal';
import { SaveButton } from './answer-form';

export type InsuranceFields = Record<
  'payer' | 'member_id' | 'group_number' | 'subscriber_name' | 'subscriber_relationship',
  string
>;

/** What the photo of one side becomes: kept as it is, a new photo, or removed. */
type PhotoChoice =
  { kind: 'kept' } | { kind: 'new'; image: UploadedImage; previewUrl: string } | { kind: 'removed' };

/** The server's caps of the plan's text fields. */
const INSURANCE_LIMITS = {
  payer: TEXT_LIMITS.payer,
  member_id: TEXT_LIMITS.memberId,
  group_number: TEXT_LIMITS.groupNumber,
  subscriber_name: TEXT_LIMITS.fullName,
} as const;

const emptyFields: InsuranceFields = {
  payer: '',
  member_id: '',
  group_number: '',
  subscriber_name: '',
  subscriber_relationship: '',
};

/**
 * The fields of an insurance plan and its card photos [PROF-5], for adding one and changing one. Checked with the
 * contract's schema before it is sent; a photo is read as it is chosen (a file that is no picture is refused at
 * its field, one over 5 MB is made smaller), and a photo the server refuses is said at its field too.
 */
export function InsuranceForm({
  plan,
  typed,
  saving,
  submitLabel,
  existingPhoto,
  photoNote,
  onFieldsChange,
  onPhotoChosen,
  onSubmit,
}: {
  plan?: Insurance;
  /** What the patient had typed before a reload (a new plan's draft). */
  typed?: Partial<InsuranceFields> | undefined;
  saving: boolean;
  submitLabel: string;
  /** The photo already on file for a side (shown until replaced or removed). */
  existingPhoto?: (side: CardSide) => ReactNode;
  /** Said above the photos (that they must be chosen again after a reload). */
  photoNote?: string | undefined;
  onFieldsChange?: (fields: InsuranceFields) => void;
  onPhotoChosen?: () => void;
  /** Sends the plan; answers the refusal when the server refused it, nothing when it took. */
  onSubmit: (request: InsuranceRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [fields, setFieldsState] = useState<InsuranceFields>(
    plan
      ? {
          payer: plan.payer,
          member_id: plan.member_id,
          group_number: plan.group_number ?? '',
          subscriber_name: plan.subscriber_name,
          subscriber_relationship: plan.subscriber_relationship,
        }
      : { ...emptyFields, ...typed },
  );
  const setFields = (next: InsuranceFields) => {
    setFieldsState(next);
    onFieldsChange?.(next);
  };
  const [refused, setRefused] = useState<PhotoRefusal>();
  const [photos, setPhotos] = useState<Record<CardSide, PhotoChoice>>({
    front: { kind: 'kept' },
    back: { kind: 'kept' },
  });
  const [problems, setProblems] = useState<ReturnType<typeof formProblems>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formProblems(insuranceFieldsSchema, fields);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const request: InsuranceRequest = {
      ...fields,
      group_number: fields.group_number.trim() || null,
      subscriber_relationship: fields.subscriber_relationship as InsuranceRequest['subscriber_relationship'],
    };
    for (const side of CARD_SIDES) {
      const choice = photos[side];
      if (choice.kind === 'new') request[`${side}_image`] = choice.image;
      if (choice.kind === 'removed') request[`${side}_image`] = null;
    }
    setRefused(photoRefusal(await onSubmit(request)));
  };

  const field = (
    name: Exclude<keyof InsuranceFields, 'subscriber_relationship'>,
    required: boolean,
    hint?: string,
  ) => (
    <TextField
      maxLength={INSURANCE_LIMITS[name]}
      label={t(`profile.insurance.fields.${name}`)}
      hint={hint}
      value={fields[name]}
      onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
      error={text(problems[name])}
      required={required}
      data-private="true"
    />
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {field('payer', true)}
      {field('member_id', true, t('profile.insurance.memberIdHint'))}
      {field('group_number', false)}
      {field('subscriber_name', true)}
      <Select
        label={t('profile.insurance.fields.subscriber_relationship')}
        placeholder={t('profile.insurance.choose')}
        required
        value={fields.subscriber_relationship}
        onChange={(e) => setFields({ ...fields, subscriber_relationship: e.target.value })}
        error={text(problems.subscriber_relationship)}
        options={SUBSCRIBER_RELATIONSHIPS.map((r) => ({
          value: r,
          label: t(`profile.insurance.relationships.${r}`),
        }))}
      />
      {photoNote && <Alert tone="info" title={photoNote} />}
      {CARD_SIDES.map((side) => (
        <CardPhotoField
          key={side}
          side={side}
          choice={photos[side]}
          refused={refused?.side === side ? refused.message : undefined}
          onChoose={(choice) => {
            if (refused?.side === side) setRefused(undefined);
            if (choice.kind === 'new') onPhotoChosen?.();
            setPhotos((current) => ({ ...current, [side]: choice }));
          }}
          existing={plan?.[`has_${side}_image`] ? existingPhoto?.(side) : undefined}
        />
      ))}
      <SaveButton saving={saving}>{submitLabel}</SaveButton>
    </form>
  );
}

function CardPhotoField({
  side,
  choice,
  refused,
  onChoose,
  existing,
}: {
  side: CardSide;
  choice: PhotoChoice;
  /** The server's refusal of the photo sent for this side. */
  refused: string | undefined;
  onChoose: (choice: PhotoChoice) => void;
  existing: ReactNode;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const label = t(`profile.insurance.sides.${side}`);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const read = await readPhoto(file);
    setProblem(typeof read === 'string' ? read : null);
    // a file that is no picture leaves the field as it was: never a broken preview
    if (typeof read !== 'string') onChoose({ kind: 'new', ...read });
  };
  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-3">
      <legend className="px-1 font-medium">{label}</legend>
      {choice.kind === 'new' ? (
        <img
          src={choice.previewUrl}
          alt={t('profile.insurance.chosenPhoto', { side: label })}
          className="max-h-60 w-full max-w-sm rounded-md border border-border object-contain"
        />
      ) : choice.kind === 'kept' && existing ? (
        existing
      ) : (
        <p className="text-sm">{t('profile.insurance.noPhoto')}</p>
      )}
      <FileButton
        label={t('profile.insurance.choosePhoto', { side: label })}
        accept="image/*"
        onChange={(event) => void onFile(event)}
        error={problem ? t(`profile.insurance.photoProblems.${problem}`) : refused}
      />
      {existing && choice.kind !== 'removed' && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChoose({ kind: 'removed' })}>
            {t('profile.insurance.removePhoto', { side: label })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
