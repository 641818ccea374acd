import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { TEXT_LIMITS, type HipaaAuthorizationResponse } from '@portal/contract';
import { Button, Card, Checkbox, Link, TextField } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { usePatientProfile } from '../../../app/patient-profile';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { refusalField } from '../../../lib/refusal-field';
import { gatepassKey } from '../api/get-gatepass';
import { useHipaaAuthorization } from '../api/get-hipaa-authorization';
import { signHipaa } from '../api/sign-hipaa';
import { Loaded } from '../../../app/loaded';
import { OnboardingPage } from '../components/onboarding-page';
import { StepGate } from '../components/step-gate';
import { problem } from '../../../lib/problem-text';
import { required } from '../lib/problems';
import { useDateFormat } from '../../account/api/settings';

/** The server's refusals of a signature that concern the typed name (refusalField). */
const SIGNATURE_REFUSALS = { full_name: 'name', HIPAA_NAME_MISMATCH: 'name' } as const;

/** The HIPAA authorization [HIPAA-1]: the versioned text, its linked policies, and the e-signature. */
export default function HipaaScreen() {
  return (
    <StepGate screen="hipaa">
      <HipaaAuthorization />
    </StepGate>
  );
}

function HipaaAuthorization() {
  const { t, i18n } = useTranslation();
  // The language of this tree's translations (the app's, or a story's), not a global
  const language = i18n.language?.startsWith('es') ? 'es' : 'en';
  const authorization = useHipaaAuthorization(language);
  return (
    <OnboardingPage
      step="hipaa"
      title={t('onboarding.hipaa.title')}
      description={t('onboarding.hipaa.description')}
    >
      <Loaded resource={authorization} failedTitle={t('onboarding.loadFailed')}>
        {(data) => (
          <>
            <AuthorizationText authorization={data} />
            <SignatureForm authorization={data} />
          </>
        )}
      </Loaded>
    </OnboardingPage>
  );
}

/** Our policies open in the portal; an outside one (the identity service's) is a plain link. */
function PolicyLink({ url, children }: { url: string; children: string }) {
  return url.startsWith('/') ? (
    <Link asChild>
      <RouterLink to={url}>{children}</RouterLink>
    </Link>
  ) : (
    <Link href={url} target="_blank" rel="noreferrer">
      {children}
    </Link>
  );
}

function AuthorizationText({ authorization }: { authorization: HipaaAuthorizationResponse }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{authorization.title}</h2>
      <p className="text-sm text-on-surface-muted">
        {t('onboarding.hipaa.version', { version: authorization.version })}
      </p>
      {/* A scrollable region must be reachable by keyboard to be read */}
      <div
        tabIndex={0}
        role="region"
        aria-label={authorization.title}
        className="flex max-h-96 flex-col gap-4 overflow-y-auto pr-2"
      >
        {authorization.sections.map((section) => (
          <section key={section.heading} className="flex flex-col gap-2">
            <h3 className="font-semibold">{section.heading}</h3>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
      <nav aria-label={t('onboarding.hipaa.policies')}>
        <h3 className="font-semibold">{t('onboarding.hipaa.policies')}</h3>
        <ul className="mt-2 flex flex-col gap-1">
          {authorization.policies.map((policy) => (
            <li key={policy.key}>
              <PolicyLink url={policy.url}>{t(`onboarding.hipaa.policy.${policy.key}`)}</PolicyLink>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}

function SignatureForm({ authorization }: { authorization: HipaaAuthorizationResponse }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { profile } = usePatientProfile();
  const accountName = [profile.given_name, profile.family_name].filter(Boolean).join(' ');
  const [fullName, setFullName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; agree?: string }>({});
  const [busy, setBusy] = useState(false);
  const text = useProblemText();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    // The server checks the name against the account (the id token may predate a corrected name).
    if (!fullName.trim()) found.name = text(required('full_name'));
    if (!agreed) found.agree = text(problem('agreement_required', 'agreed'));
    setErrors(found);
    if (found.name || found.agree) return;
    setBusy(true);
    try {
      await signHipaa({
        version: authorization.version,
        language: authorization.language,
        content_hash: authorization.content_hash,
        full_name: fullName.trim(),
        agreed: true,
      });
      await mutate(gatepassKey);
      navigate(paths.address);
    } catch (caught) {
      // a name that is not the account's is said at the name, where the patient looks, and stays until fixed
      const atField = refusalField(caught, SIGNATURE_REFUSALS);
      if (atField) setErrors({ name: atField.message });
      else showErrorToast(caught);
    } finally {
      setBusy(false);
    }
  };

  if (authorization.signed?.version === authorization.version) {
    return (
      <Card className="flex flex-col gap-4">
        <p>
          {t('onboarding.hipaa.signed', {
            version: authorization.signed.version,
            date: dates.dayOf(authorization.signed.signed_at),
          })}
        </p>
        <div>
          <Button onClick={() => navigate(paths.address)}>{t('onboarding.continue')}</Button>
        </div>
      </Card>
    );
  }

  return (
    <Card>
      <form
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-4"
        aria-labelledby="hipaa-sign-title"
      >
        <h2 id="hipaa-sign-title" className="text-xl font-semibold">
          {t('onboarding.hipaa.signTitle')}
        </h2>
        <TextField
          maxLength={TEXT_LIMITS.fullName}
          label={t('onboarding.hipaa.fullName')}
          hint={
            accountName
              ? t('onboarding.hipaa.fullNameHint', { name: accountName })
              : t('onboarding.hipaa.fullNameHintNoName')
          }
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.name}
          autoComplete="name"
          required
        />
        <Checkbox
          label={t('onboarding.hipaa.agree')}
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          error={errors.agree}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('onboarding.hipaa.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
