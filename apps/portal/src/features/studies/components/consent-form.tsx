import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONSENT_SECTION_IDS,
  signatureMatchesName,
  type ConsentDocumentResponse,
  type ConsentSectionId,
  type StudyConsentRecord,
  TEXT_LIMITS,
} from '@portal/contract';
import { Alert, Button, Card, Checkbox, RadioGroup, TextField } from '@portal/ui';
import { usePatientProfile } from '../../../app/patient-profile';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { SourceText } from '../../../components/source-text';
import { useSaveConsent } from '../api/save-consent';
import { siteAddress, useStudyFormat } from './format';

/**
 * [STUDY-2] The consent document, each section acknowledged with its own box, a study site chosen, the full name
 * typed as the signature, and the time of signing shown (the server records its own). The same rules as the
 * server's are checked first, so the patient hears of a missed box or a mistyped name at once.
 */
export function ConsentForm({
  document,
  onSigned,
}: {
  document: ConsentDocumentResponse;
  onSigned: (record: StudyConsentRecord) => void;
}) {
  const { t } = useTranslation();
  const format = useStudyFormat();
  const { profile } = usePatientProfile();
  const { save, saving, error } = useSaveConsent();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<ConsentSectionId>>(new Set());
  const [siteId, setSiteId] = useState(document.sites[0]?.id ?? '');
  const [name, setName] = useState('');
  const [checked, setChecked] = useState(false);

  const accountName = [profile.given_name, profile.family_name].filter(Boolean).join(' ');
  const missing = CONSENT_SECTION_IDS.filter((id) => !acknowledged.has(id));
  const nameMissing = name.trim() === '';
  const nameWrong =
    !nameMissing &&
    Boolean(profile.given_name && profile.family_name) &&
    !signatureMatchesName(name, profile.given_name ?? '', profile.family_name ?? '');
  const serverCode = extractErrorCode(error);
  const nameError =
    checked && nameMissing
      ? t('validation.required', { field: t('fields.full_name') })
      : (checked && nameWrong) || serverCode === 'STUDY_CONSENT_NAME_MISMATCH'
        ? t('errors.STUDY_CONSENT_NAME_MISMATCH')
        : undefined;

  const toggle = (id: ConsentSectionId, on: boolean) =>
    setAcknowledged((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (missing.length > 0 || nameMissing || nameWrong) return;
    const record = await save({
      study_id: document.study_id,
      site_id: siteId,
      version: document.version,
      language: document.language,
      content_hash: document.content_hash,
      acknowledged_sections: [...acknowledged],
      full_name: name,
    });
    if (record) onSigned(record);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-on-surface-muted">
        {t('studies.consent.version', { version: document.version })}
      </p>
      <p className="max-w-prose">{t('studies.consent.intro')}</p>
      {document.sections.map((section) => (
        <Card
          key={section.id}
          className="flex flex-col gap-3"
          role="region"
          aria-labelledby={`consent-${section.id}`}
        >
          <h2 id={`consent-${section.id}`} className="text-lg font-semibold">
            {section.heading}
          </h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="max-w-prose leading-relaxed">
              {paragraph}
            </p>
          ))}
          <Checkbox
            label={t('studies.consent.acknowledge', { section: section.heading })}
            checked={acknowledged.has(section.id)}
            required
            onChange={(event) => toggle(section.id, event.target.checked)}
            error={
              checked && !acknowledged.has(section.id) ? t('errors.STUDY_CONSENT_INCOMPLETE') : undefined
            }
          />
        </Card>
      ))}
      <RadioGroup
        legend={t('studies.consent.site')}
        name="site"
        value={siteId}
        onValueChange={setSiteId}
        options={document.sites.map((site) => ({
          value: site.id,
          label: <SourceText name>{site.facility}</SourceText>,
          hint: siteAddress(site),
        }))}
      />
      <TextField
        maxLength={TEXT_LIMITS.fullName}
        label={t('studies.consent.name')}
        hint={accountName ? t('studies.consent.nameHint', { name: accountName }) : undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        required
        error={nameError}
      />
      <p>{t('studies.consent.signedAt', { date: format.dateTime(new Date()) })}</p>
      {checked && missing.length > 0 && <Alert tone="danger">{t('errors.STUDY_CONSENT_INCOMPLETE')}</Alert>}
      {Boolean(error) && serverCode !== 'STUDY_CONSENT_NAME_MISMATCH' && (
        <Alert tone="danger">{extractErrorMessage(error, t('errors.unknown'))}</Alert>
      )}
      <Button type="submit" loading={saving} className="self-start">
        {t('studies.consent.sign')}
      </Button>
    </form>
  );
}
