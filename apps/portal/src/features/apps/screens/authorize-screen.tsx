import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appAuthorizationParams, type AppAuthorizationRequest, type AppCategory } from '@portal/contract';
import { Alert, Button, Card, PageHeader } from '@portal/ui';
import { AreaError, AreaLoading } from '../../../components/area-state';
import { extractErrorCode, extractErrorMessage } from '../../../lib/errors';
import { resumePath } from '../../../lib/resume';
import { analytics } from '../../../lib/tracking';
import { useRecordFormat } from '../../records/components/format';
import { useGatepass } from '../../onboarding/api/get-gatepass';
import { approveAuthorization } from '../api/approve-authorization';
import { useAuthorization } from '../api/get-authorization';
import { denyAuthorization } from '../api/deny-authorization';
import { AppIdentity } from '../components/app-identity';
import { CategoryChecklist } from '../components/category-checklist';
import { inListOrder, isNarrowed, sameOriginRedirect } from '../rules/consent';

type Answer = 'allow' | 'deny';

/** How the browser leaves for the app: a whole new document, as the authorization server expects. */
export type Leave = (href: string) => void;
const assign: Leave = (href) => window.location.assign(href);

/** The request is gone (expired, answered in another tab, never made): only the app can start another. */
function Expired() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('apps.authorize.expiredTitle')}>
      {t('apps.authorize.expiredBody')}
    </Alert>
  );
}

/**
 * Sends the answer and follows the authorization server to the app, once: a second press while one answer is on
 * its way (or the browser is leaving) does nothing.
 */
function useAnswer(uid: string, asked: AppCategory[], leave: Leave) {
  const { t } = useTranslation();
  const [sending, setSending] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  /** Answered: the server decided, so nothing may be sent again (leaving, or a redirect we refused to follow). */
  const [answered, setAnswered] = useState(false);
  const busy = useRef(false);
  const send = async (answer: Answer, chosen: AppCategory[]) => {
    if (busy.current) return;
    busy.current = true;
    setSending(answer);
    setProblem(null);
    try {
      const decision =
        answer === 'allow'
          ? await approveAuthorization(uid, { categories: chosen })
          : await denyAuthorization(uid);
      setAnswered(true);
      // No app name, no category: only what the patient did with the request
      analytics.track('App Authorization Answered', {
        answer,
        narrowed: answer === 'allow' && isNarrowed(asked, chosen),
      });
      const target = sameOriginRedirect(decision.redirect_to, window.location.origin);
      if (target) {
        leave(target);
        return;
      }
      setProblem(t('apps.authorize.badRedirect'));
    } catch (error) {
      const code = extractErrorCode(error);
      if (code === 'NOT_FOUND') setExpired(true);
      // A refusal the server words (a category the app never asked for, none at all) is said as it words it
      else
        setProblem(
          code === 'VALIDATION_FAILED' ? extractErrorMessage(error) : t('apps.authorize.answerFailed'),
        );
    }
    setSending(null);
    busy.current = false;
  };
  return { send, sending, problem, expired, answered, leaving: answered && !problem };
}

function ConsentForm({ request, leave }: { request: AppAuthorizationRequest; leave: Leave }) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const asked = inListOrder(request.categories);
  const [chosen, setChosen] = useState<AppCategory[]>(asked);
  const [missing, setMissing] = useState(false);
  const { send, sending, problem, expired, answered, leaving } = useAnswer(request.uid, asked, leave);
  if (expired) return <Expired />;
  const until = format.until(request.until) ?? request.until;
  const allow = () => {
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    void send('allow', chosen);
  };
  const locked = sending !== null || answered;
  return (
    <form
      className="flex flex-col gap-5"
      aria-busy={locked || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        allow();
      }}
    >
      <Card className="flex flex-col gap-5">
        <p>{t('apps.authorize.intro')}</p>
        <CategoryChecklist
          asked={asked}
          chosen={chosen}
          missing={missing && chosen.length === 0}
          disabled={locked}
          onChange={(next) => {
            setChosen(next);
            if (next.length > 0) setMissing(false);
          }}
        />
        <section aria-labelledby="app-how-long" className="flex flex-col gap-1">
          <h2 id="app-how-long" className="font-semibold">
            {t('apps.authorize.howLong')}
          </h2>
          <p>{t(request.offline ? 'apps.authorize.offline' : 'apps.authorize.online', { date: until })}</p>
          <p className="text-sm text-on-surface-muted">{t('apps.authorize.disconnectLater')}</p>
        </section>
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold text-link underline focus-visible:outline-2 focus-visible:outline-focus">
            {t('apps.authorize.scopes')}
          </summary>
          <ul className="mt-2 flex flex-col gap-1 font-mono break-all" lang="en">
            {request.scopes.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </ul>
        </details>
      </Card>
      {problem && <Alert tone="danger" title={problem} />}
      {leaving && (
        <p role="status" className="text-on-surface-muted">
          {t('apps.authorize.returning')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={sending === 'allow'} disabled={locked}>
          {t('apps.authorize.allow')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={sending === 'deny'}
          disabled={locked}
          onClick={() => void send('deny', [])}
        >
          {t('apps.authorize.deny')}
        </Button>
      </div>
    </form>
  );
}

/** Onboarding unfinished: carry on setting up, or tell the app no now (it learns at once, rather than waiting). */
function OnboardingFirst({ uid, onContinue, leave }: { uid: string; onContinue: () => void; leave: Leave }) {
  const { t } = useTranslation();
  const { send, sending, problem, expired, answered, leaving } = useAnswer(uid, [], leave);
  if (expired) return <Expired />;
  return (
    <div className="flex flex-col gap-4">
      <Alert tone="info">{t('apps.authorize.onboardingBody')}</Alert>
      {problem && <Alert tone="danger" title={problem} />}
      {leaving && (
        <p role="status" className="text-on-surface-muted">
          {t('apps.authorize.returning')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onContinue} disabled={sending !== null || leaving}>
          {t('apps.authorize.continueSetup')}
        </Button>
        <Button
          variant="secondary"
          loading={sending === 'deny'}
          disabled={sending !== null || answered}
          onClick={() => void send('deny', [])}
        >
          {t('apps.authorize.deny')}
        </Button>
      </div>
    </div>
  );
}

/**
 * [issue 30] An app's consent screen: which app, who made it, what it asks to read (the patient may narrow it)
 * and for how long; "Allow" or "Don't allow" send the browser back through the authorization server to the app.
 * A patient still in onboarding is asked to finish first: an app may read only a verified, authorized record.
 */
export default function AuthorizeScreen({ leave = assign }: { leave?: Leave }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parsed = appAuthorizationParams.safeParse(useParams());
  const uid = parsed.success ? parsed.data.uid : null;
  const gatepass = useGatepass();
  const request = useAuthorization(uid);
  const onboarding = gatepass.data && gatepass.data.next_step !== 'home' ? gatepass.data : null;

  if (request.data && !onboarding && !gatepass.isLoading)
    return (
      <div className="flex flex-col gap-4">
        <AppIdentity
          app={request.data.app}
          heading={
            <h1 className="break-words text-2xl font-bold text-on-surface sm:text-3xl">
              {t('apps.authorize.title', { app: request.data.app.name })}
            </h1>
          }
        />
        <ConsentForm key={request.data.uid} request={request.data} leave={leave} />
      </div>
    );

  let title: string = t('apps.authorize.documentTitle');
  let body;
  if (uid === null) body = <Expired />;
  else if (gatepass.isLoading) body = <AreaLoading label={t('apps.authorize.loading')} rows={3} />;
  else if (onboarding) {
    title = t('apps.authorize.onboardingTitle');
    body = <OnboardingFirst uid={uid} leave={leave} onContinue={() => navigate(resumePath(onboarding))} />;
  } else if (request.isLoading) body = <AreaLoading label={t('apps.authorize.loading')} rows={3} />;
  else if (extractErrorCode(request.error) === 'NOT_FOUND') body = <Expired />;
  else
    body = (
      <AreaError
        error={request.error}
        onRetry={() => void request.mutate()}
        title={t('apps.authorize.errorTitle')}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} />
      {body}
    </div>
  );
}
