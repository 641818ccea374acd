import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@portal/ui';
import { onfidoInitOptions, type OnfidoSession } from '../lib/onfido-options';

/**
 * Mounts Onfido's web SDK with our options [IDV-2]. The SDK is imported only here, on demand, so patients on
 * the sandbox path (and every other page) never download it.
 */
export function OnfidoMount({
  session,
  onComplete,
  onExit,
}: {
  session: OnfidoSession;
  onComplete: () => void;
  onExit: () => void;
}) {
  const { t, i18n } = useTranslation();
  const containerId = `onfido-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let handle: { tearDown?: () => void } | undefined;
    let cancelled = false;
    import('onfido-sdk-ui')
      .then(({ Onfido }) => {
        if (cancelled) return;
        handle = Onfido.init(
          onfidoInitOptions(session, i18n.language ?? 'en', containerId, {
            onComplete: () => onComplete(),
            onError: () => setState('failed'),
            onUserExit: () => onExit(),
          }),
        ) as { tearDown?: () => void };
        setState('ready');
      })
      .catch(() => setState('failed'));
    return () => {
      cancelled = true;
      handle?.tearDown?.();
    };
    // The SDK is set up once per session; callbacks are read when they fire.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.sdk_token]);

  return (
    <div className="flex flex-col gap-4">
      {state === 'loading' && <Spinner label={t('onboarding.verify.onfido.loading')} />}
      {state === 'failed' && <Alert tone="danger" title={t('onboarding.verify.onfido.loadFailed')} />}
      <div id={containerId} />
    </div>
  );
}
