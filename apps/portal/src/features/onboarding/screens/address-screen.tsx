import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { datedAddressProblems, type AddressesResponse, type AddressProblem } from '@portal/contract';
import {
  AddressAutocomplete,
  Alert,
  Button,
  Card,
  DateField,
  Spinner,
  type Address as FormAddress,
} from '@portal/ui';
import { LivedThereDates } from '../../../components/lived-there-dates';
import { services } from '../../../config/services';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts';
import { notify } from '../../../lib/notify';
import { useProblemText } from '../../../lib/problem-text';
import { addressesKey, useAddresses } from '../api/get-addresses';
import { gatepassKey } from '../api/get-gatepass';
import { saveAddresses } from '../api/save-addresses';
import { OnboardingPage } from '../components/onboarding-page';
import { StepGate } from '../components/step-gate';
import {
  shownView,
  startingDraft,
  VIEW_PARAM,
  viewParam,
  type AddressDraft,
  type AddressView,
  type EntryDraft,
  type PastDraft,
  type PrimaryDraft,
} from '../lib/address-draft';
import { required } from '../lib/problems';
import { ADDRESS_LIMITS, datesMessages, formatAddress, useAddressFormText } from '../../../lib/address-form';

export type { AddressView, PastDraft, PrimaryDraft } from '../lib/address-draft';

export interface AddressScreenProps {
  initialView?: AddressView;
  initialPrimary?: PrimaryDraft | null;
  initialPast?: PastDraft[];
}

export default function AddressScreen(props: AddressScreenProps) {
  return (
    <StepGate screen="address">
      <Addresses {...props} />
    </StepGate>
  );
}

function Addresses(props: AddressScreenProps) {
  const { t } = useTranslation();
  const saved = useAddresses();
  if (saved.isLoading) return <Spinner label={t('onboarding.loading')} />;
  return <AddressSteps {...props} saved={saved.data} />;
}

/** The location state of a view opened from the list: leaving it goes back in history, to that list. */
interface FromList {
  fromList: true;
}

const blank: FormAddress = { address1: '', address2: '', city: '', state: '', zip: '' };

function AddressSteps({
  initialView = 'primary',
  initialPrimary = null,
  initialPast = [],
  saved,
}: AddressScreenProps & { saved: AddressesResponse | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { mutate } = useSWRConfig();
  const { labels, messages } = useAddressFormText();
  const [draft, setDraft] = useState<AddressDraft>(() =>
    startingDraft(readDraft<AddressDraft>('addresses'), saved, {
      primary: initialPrimary,
      past: initialPast,
    }),
  );
  const { primary, past } = draft;
  const view = shownView(params.get(VIEW_PARAM), initialView, draft);
  const entry = draft.entry?.view === view ? draft.entry : null;
  const from = entry?.from ?? '';
  const to = entry?.to ?? '';
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState(false);
  const text = useProblemText();

  useEffect(() => saveDraft('addresses', draft), [draft]);

  const change = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }));
  // What is being typed, kept with the view it belongs to (a reload restores the half-typed form)
  const typing = (entryView: EntryDraft['view'], patch: Partial<Omit<EntryDraft, 'view'>>) =>
    setDraft((d) => {
      const current =
        d.entry?.view === entryView ? d.entry : { view: entryView, address: blank, from: '', to: '' };
      return { ...d, entry: { ...current, ...patch } };
    });
  const show = (next: AddressView, options: { replace?: boolean; state?: FromList } = {}) => {
    setDateErrors({});
    setDraft((d) => ({ ...d, entry: null }));
    setParams({ [VIEW_PARAM]: viewParam[next] }, options);
  };
  // Back to the list: the way the patient came when they came from it, so Back does not reopen a closed form
  const backToList = () => {
    if ((location.state as FromList | null)?.fromList) {
      setDateErrors({});
      setDraft((d) => ({ ...d, entry: null }));
      void navigate(-1);
    } else show('list', { replace: true });
  };

  const datesError = (problems: AddressProblem[], address: 'primary' | 'past') => {
    const found = datesMessages(problems, address, text);
    setDateErrors(found);
    return Object.keys(found).length > 0;
  };

  const finish = async () => {
    if (!primary) return;
    setBusy(true);
    try {
      await saveAddresses({
        primary: { ...primary, address2: primary.address2 || null, from: primary.from || null },
        past: past.map((p) => ({ ...p, address2: p.address2 || null })),
      });
      clearDraft('addresses');
      await Promise.all([mutate(gatepassKey), mutate(addressesKey)]);
      notify.success(t('onboarding.address.saved'));
      // onboarding is over: Back from Home does not reopen a step that is saved
      void navigate(paths.home, { replace: true });
    } catch (caught) {
      showErrorToast(caught);
    } finally {
      setBusy(false);
    }
  };

  switch (view) {
    case 'primary':
      return (
        <OnboardingPage
          step="address"
          title={t('onboarding.address.primaryTitle')}
          description={t('onboarding.address.primaryDescription')}
        >
          <AddressAutocomplete
            key={primary ? 'known' : 'empty'}
            {...(services.googleMapsKey ? { apiKey: services.googleMapsKey } : {})}
            defaultValue={entry?.address ?? primary ?? undefined}
            labels={labels}
            messages={messages('primary')}
            limits={ADDRESS_LIMITS}
            onAddressChange={(address) => typing('primary', { address })}
            onSubmit={(address) => {
              const since = from || primary?.from || '';
              if (datesError(datedAddressProblems({ ...address, from: since || null }, 'primary'), 'primary'))
                return;
              change({ primary: { ...address, from: since } });
              show('primaryConfirm');
            }}
          >
            <DateField
              label={t('onboarding.address.since')}
              value={from || primary?.from || ''}
              onChange={(e) =>
                typing('primary', { address: entry?.address ?? primary ?? blank, from: e.target.value })
              }
              error={dateErrors.from}
            />
          </AddressAutocomplete>
        </OnboardingPage>
      );
    case 'primaryConfirm':
      return (
        <OnboardingPage step="address" title={t('onboarding.address.confirmTitle')}>
          <Card className="flex flex-col gap-4">
            <p className="text-lg">{primary && formatAddress(primary)}</p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => show('list')}>{t('onboarding.address.confirm')}</Button>
              <Button variant="secondary" onClick={() => show('primary')}>
                {t('onboarding.address.edit')}
              </Button>
            </div>
          </Card>
        </OnboardingPage>
      );
    case 'pastEntry':
      return (
        <OnboardingPage
          step="address"
          title={t('onboarding.address.pastEntryTitle')}
          description={t('onboarding.address.pastDescription')}
        >
          <AddressAutocomplete
            {...(services.googleMapsKey ? { apiKey: services.googleMapsKey } : {})}
            defaultValue={entry?.address}
            labels={{ ...labels, submit: t('onboarding.address.savePast') }}
            messages={messages('past')}
            limits={ADDRESS_LIMITS}
            onAddressChange={(address) => typing('pastEntry', { address })}
            onSubmit={(address) => {
              if (datesError(datedAddressProblems({ ...address, from, to }, 'past'), 'past')) return;
              change({ past: [...past, { ...address, from, to }] });
              backToList();
            }}
          >
            <LivedThereDates
              from={from}
              to={to}
              onFromChange={(value) => typing('pastEntry', { address: entry?.address ?? blank, from: value })}
              onToChange={(value) => typing('pastEntry', { address: entry?.address ?? blank, to: value })}
              errors={dateErrors}
            />
          </AddressAutocomplete>
          <div>
            <Button variant="secondary" onClick={backToList}>
              {t('onboarding.address.cancel')}
            </Button>
          </div>
        </OnboardingPage>
      );
    case 'list':
      return (
        <OnboardingPage
          step="address"
          title={t('onboarding.address.pastTitle')}
          description={t('onboarding.address.pastDescription')}
        >
          <Card className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-col gap-2">
              <h2 className="font-semibold">{t('onboarding.address.primaryLabel')}</h2>
              <p>{primary && formatAddress(primary)}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('onboarding.address.editPrimaryLabel')}
              onClick={() => show('primary', { state: { fromList: true } })}
            >
              {t('onboarding.address.edit')}
            </Button>
          </Card>
          {past.length === 0 ? (
            <p>{t('onboarding.address.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {past.map((address, index) => (
                <li key={`${address.address1}-${address.from}-${index}`}>
                  <Card className="flex flex-wrap items-center justify-between gap-3">
                    <div>
                      <p>{formatAddress(address)}</p>
                      <p className="text-sm text-on-surface-muted">
                        {t('onboarding.address.dates', { from: address.from, to: address.to })}
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('onboarding.address.removeLabel', { address: formatAddress(address) })}
                      onClick={() => change({ past: past.filter((_, i) => i !== index) })}
                    >
                      {t('onboarding.address.remove')}
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          {!primary && <Alert tone="warning" title={text(required('primary'))} />}
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => void finish()} loading={busy} disabled={!primary}>
              {t('onboarding.address.finish')}
            </Button>
            <Button variant="secondary" onClick={() => show('pastEntry', { state: { fromList: true } })}>
              {t('onboarding.address.addPast')}
            </Button>
          </div>
        </OnboardingPage>
      );
  }
}
