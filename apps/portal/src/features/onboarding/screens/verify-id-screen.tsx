import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { InviteResponse } from '@portal/contract';
import { Alert, Button, Card, Spinner } from '@portal/ui';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { completeOnfido } from '../api/complete-onfido';
import { gatepassKey } from '../api/get-gatepass';
import { identityStatusKey, useIdentityStatus } from '../api/get-identity-status';
import { startIdScan } from '../api/start-id-scan';
import { submitCapture } from '../api/submit-capture';
import { OnboardingPage } from '../components/onboarding-page';
import { OnfidoMount } from '../components/onfido-mount';
import { PhotoCapture } from '../components/photo-capture';
import type { CapturedPhoto } from '../../../lib/image-file';
import { verificationRoute } from '../lib/verification-result';

/**
 * The ID scan + selfie screens [IDV-1]: ID verification (intro), ID scan prompt, ID scan, ID captured
 * confirmation, selfie prompt, selfie, selfie captured confirmation, ID verification error. With Onfido
 * configured the SDK runs them instead. "Captured" screens are the capture steps with a photo taken.
 */
export type VerifyIdStep =
  'intro' | 'scanPrompt' | 'scan' | 'selfiePrompt' | 'selfie' | 'submitting' | 'onfido' | 'pending' | 'error';

export interface VerifyIdScreenProps {
  /** Stories and tests start on a given screen state. */
  initialStep?: VerifyIdStep;
  initialDocument?: CapturedPhoto | null;
  initialSelfie?: CapturedPhoto | null;
}

export default function VerifyIdScreen({
  initialStep = 'intro',
  initialDocument = null,
  initialSelfie = null,
}: VerifyIdScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<VerifyIdStep>(initialStep);
  const root = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  // The sub-steps share one address: each new one takes focus to its heading, else focus drops to <body>
  // with the button that moved it on.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = root.current?.querySelector<HTMLElement>('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  }, [step]);
  const [invite, setInvite] = useState<InviteResponse | null>(null);
  const [document, setDocument] = useState<CapturedPhoto | null>(initialDocument);
  const [selfie, setSelfie] = useState<CapturedPhoto | null>(initialSelfie);
  const [busy, setBusy] = useState(false);
  const status = useIdentityStatus({ poll: step === 'pending' });
  const identity = status.data;
  const attemptsLeft = identity?.attempts_left.document;

  // Resume [ONB-2]: a passed scan goes on to confirm; a coordinator request waits on the other-ways screen.
  useEffect(() => {
    if (identity?.status === 'awaiting_confirmation') navigate(paths.verifyConfirm);
    else if (identity?.status === 'on_hold') navigate(paths.verifyChoice, { replace: true });
    else if (identity?.status === 'pending' && step === 'intro') setStep('pending');
    else if (step === 'pending' && identity?.status === 'failed') fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the server's answer only
  }, [identity?.status]);

  const fail = () => {
    notify.error(t('onboarding.verify.failed')); // [IDV-3] [ERR-3]
    setStep('error');
  };

  const start = async () => {
    setBusy(true);
    try {
      const started = await startIdScan();
      setInvite(started);
      setDocument(null);
      setSelfie(null);
      setStep(started.onfido ? 'onfido' : 'scanPrompt');
    } catch (error) {
      showErrorToast(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (usedSelfie: CapturedPhoto) => {
    if (!invite || !document) return;
    setStep('submitting');
    try {
      const outcome = await submitCapture({
        attempt_id: invite.attempt_id,
        document: document.image,
        selfie: usedSelfie.image,
      });
      await mutate(gatepassKey);
      if (verificationRoute(outcome) === 'passed') {
        await mutate(identityStatusKey);
        navigate(paths.verifyConfirm);
      } else {
        void mutate(identityStatusKey);
        fail();
      }
    } catch (error) {
      showErrorToast(error);
      setStep('error');
    }
  };

  const onfidoDone = async () => {
    if (!invite) return;
    try {
      await completeOnfido(invite.attempt_id);
      setStep('pending');
      void mutate(identityStatusKey);
    } catch (error) {
      showErrorToast(error);
      setStep('error');
    }
  };

  const otherWays = (
    <Button variant="secondary" onClick={() => navigate(paths.verifyChoice)}>
      {step === 'error' ? t('onboarding.verify.error.otherWays') : t('onboarding.verify.intro.otherWays')}
    </Button>
  );

  const page = (title: string, description: string | undefined, body: React.ReactNode) => (
    <div ref={root}>
      <OnboardingPage step="identity" title={title} description={description}>
        {body}
      </OnboardingPage>
    </div>
  );

  switch (step) {
    case 'intro':
      return page(
        t('onboarding.verify.intro.title'),
        t('onboarding.verify.intro.description'),
        <Card className="flex flex-col gap-4">
          <p className="font-medium">{t('onboarding.verify.intro.what')}</p>
          <ul className="list-disc pl-6">
            <li>{t('onboarding.verify.intro.needId')}</li>
            <li>{t('onboarding.verify.intro.needSelfie')}</li>
          </ul>
          <p className="text-sm text-on-surface-muted">{t('onboarding.verify.intro.privacy')}</p>
          {attemptsLeft !== undefined && (
            <p className="text-sm">{t('onboarding.verify.intro.attemptsLeft', { count: attemptsLeft })}</p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void start()} loading={busy} disabled={attemptsLeft === 0}>
              {t('onboarding.verify.intro.start')}
            </Button>
            {otherWays}
          </div>
        </Card>,
      );
    case 'scanPrompt':
    case 'selfiePrompt':
      return page(
        t(`onboarding.verify.${step}.title`),
        t(`onboarding.verify.${step}.description`),
        <div className="flex gap-3">
          <Button onClick={() => setStep(step === 'scanPrompt' ? 'scan' : 'selfie')}>
            {t('onboarding.continue')}
          </Button>
        </div>,
      );
    case 'scan':
      return page(
        t('onboarding.verify.scan.title'),
        undefined,
        <PhotoCapture
          facing="environment"
          fileName="id-document"
          alt={t('onboarding.verify.scan.alt')}
          photo={document}
          onPhoto={setDocument}
          onUse={() => setStep('selfiePrompt')}
          confirmTitle={t('onboarding.verify.idCaptured.title')}
          confirmDescription={t('onboarding.verify.idCaptured.description')}
        />,
      );
    case 'selfie':
      return page(
        t('onboarding.verify.selfie.title'),
        undefined,
        <PhotoCapture
          facing="user"
          fileName="selfie"
          alt={t('onboarding.verify.selfie.alt')}
          photo={selfie}
          onPhoto={setSelfie}
          onUse={(photo) => void submit(photo)}
          confirmTitle={t('onboarding.verify.selfieCaptured.title')}
          confirmDescription={t('onboarding.verify.selfieCaptured.description')}
        />,
      );
    case 'submitting':
      return page(
        t('onboarding.verify.intro.title'),
        undefined,
        <Spinner label={t('onboarding.verify.submitting')} />,
      );
    case 'onfido':
      return page(
        t('onboarding.verify.onfido.title'),
        undefined,
        invite?.onfido ? (
          <OnfidoMount
            session={invite.onfido}
            onComplete={() => void onfidoDone()}
            onExit={() => setStep('intro')}
          />
        ) : (
          <Spinner label={t('onboarding.loading')} />
        ),
      );
    case 'pending':
      return page(
        t('onboarding.verify.pending.title'),
        t('onboarding.verify.pending.description'),
        <Spinner label={t('onboarding.verify.pending.title')} />,
      );
    case 'error':
      return page(
        t('onboarding.verify.error.title'),
        t('onboarding.verify.error.description'),
        <div className="flex flex-col gap-4">
          {attemptsLeft === 0 && <Alert tone="warning" title={t('onboarding.verify.error.noAttemptsLeft')} />}
          <div className="flex flex-wrap gap-3">
            {attemptsLeft !== 0 && (
              <Button onClick={() => setStep('intro')}>{t('onboarding.verify.error.tryAgain')}</Button>
            )}
            {otherWays}
          </div>
        </div>,
      );
  }
}
