import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { datedAddressProblems, type AddressProblem } from '@portal/contract';
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
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { showErrorToast } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useProblemText } from '../../../lib/problem-text';
import { addressesKey, useAddresses } from '../api/get-addresses';
import { gatepassKey } from '../api/get-gatepass';
import { saveAddresses } from '../api/save-addresses';
import { OnboardingPage } from '../components/onboarding-page';
import { StepGate } from '../components/step-gate';
import { required } from '../lib/problems';
import { datesMessages, formatAddress, useAddressFormText } from '../../../lib/address-form';

/** Primary address, its confirmation, past address entry and the list of additional addresses [ADDR-4]. */
export type AddressView = 'primary' | 'primaryConfirm' | 'list' | 'pastEntry';

export interface PrimaryDraft extends FormAddress {
  from: string;
}
export interface PastDraft extends FormAddress {
  from: string;
  to: string;
}

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

function Addresses({ initialView = 'primary', initialPrimary = null, initialPast = [] }: AddressScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { labels, messages } = useAddressFormText();
  const saved = useAddresses();
  const [view, setView] = useState<AddressView>(initialView);
  const [primary, setPrimary] = useState<PrimaryDraft | null>(initialPrimary);
  const [past, setPast] = useState<PastDraft[]>(initialPast);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const [busy, setBusy] = useState(false);
  const text = useProblemText();

  // Start from what is saved, or from the address the patient confirmed on their ID.
  useEffect(() => {
    const data = saved.data;
    if (!data || primary) return;
    const start = data.primary ?? data.suggested_primary;
    if (start) setPrimary({ ...start, address2: start.address2 ?? '', from: data.primary?.from ?? '' });
    if (data.past.length > 0) setPast(data.past.map((p) => ({ ...p, address2: p.address2 ?? '' })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the saved addresses arrive
  }, [saved.data]);

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
      await Promise.all([mutate(gatepassKey), mutate(addressesKey)]);
      notify.success(t('onboarding.address.saved'));
      navigate(paths.home);
    } catch (caught) {
      showErrorToast(caught);
    } finally {
      setBusy(false);
    }
  };

  if (saved.isLoading) return <Spinner label={t('onboarding.loading')} />;

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
            {...(env.VITE_GOOGLE_MAPS_KEY ? { apiKey: env.VITE_GOOGLE_MAPS_KEY } : {})}
            defaultValue={primary ?? undefined}
            labels={labels}
            messages={messages('primary')}
            onSubmit={(address) => {
              const since = from || primary?.from || '';
              if (datesError(datedAddressProblems({ ...address, from: since || null }, 'primary'), 'primary'))
                return;
              setPrimary({ ...address, from: since });
              setView('primaryConfirm');
            }}
          >
            <DateField
              label={t('onboarding.address.since')}
              value={from || primary?.from || ''}
              onChange={(e) => setFrom(e.target.value)}
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
              <Button onClick={() => setView('list')}>{t('onboarding.address.confirm')}</Button>
              <Button variant="secondary" onClick={() => setView('primary')}>
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
            {...(env.VITE_GOOGLE_MAPS_KEY ? { apiKey: env.VITE_GOOGLE_MAPS_KEY } : {})}
            labels={{ ...labels, submit: t('onboarding.address.savePast') }}
            messages={messages('past')}
            onSubmit={(address) => {
              if (datesError(datedAddressProblems({ ...address, from, to }, 'past'), 'past')) return;
              setPast((list) => [...list, { ...address, from, to }]);
              setFrom('');
              setTo('');
              setView('list');
            }}
          >
            <LivedThereDates
              from={from}
              to={to}
              onFromChange={setFrom}
              onToChange={setTo}
              errors={dateErrors}
            />
          </AddressAutocomplete>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                setDateErrors({});
                setView('list');
              }}
            >
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
          <Card className="flex flex-col gap-2">
            <h2 className="font-semibold">{t('onboarding.address.primaryLabel')}</h2>
            <p>{primary && formatAddress(primary)}</p>
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
                      onClick={() => setPast((list) => list.filter((_, i) => i !== index))}
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
            <Button
              variant="secondary"
              onClick={() => {
                setDateErrors({});
                setView('pastEntry');
              }}
            >
              {t('onboarding.address.addPast')}
            </Button>
          </div>
        </OnboardingPage>
      );
  }
}
