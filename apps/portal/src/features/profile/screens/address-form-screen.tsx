import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import {
  datedAddressProblems,
  type AddressKind,
  type PatientAddress,
  type PatientAddressRequest,
} from '@portal/contract';
import { AddressAutocomplete, Alert, Card, DateField, type Address } from '@portal/ui';
import { LivedThereDates } from '../../../components/lived-there-dates';
import { services } from '../../../config/services';
import {
  ADDRESS_LIMITS,
  ADDRESS_REFUSALS,
  datesMessages,
  useAddressFormText,
} from '../../../lib/address-form';
import { useProblemText } from '../../../lib/problem-text';
import { useFieldRefusals } from '../../../lib/use-field-refusals';
import { addAddress } from '../api/add-address';
import { editAddress } from '../api/edit-address';
import { patientAddressesKey, usePatientAddresses } from '../api/get-patient-addresses';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';

const KINDS: readonly AddressKind[] = ['primary', 'past', 'additional'];

/**
 * Add or correct an address [PROF-2]: `/profile/addresses/new?kind=primary` is a move (the current address
 * goes to the past addresses, until the day of the move), `past` a former home with its dates, `additional`
 * another address; `/profile/addresses/:id` corrects one. Checked by the same rules as onboarding and the server.
 */
export default function AddressFormScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [search] = useSearchParams();
  const addresses = usePatientAddresses();
  if (!id) {
    const asked = search.get('kind') as AddressKind | null;
    return <AddressForm kind={asked && KINDS.includes(asked) ? asked : 'additional'} />;
  }
  return (
    <ProfilePage title={t('profile.addressForm.editTitle')} back={profilePaths.addresses}>
      <WhenLoaded resource={addresses}>
        {(data) => {
          const found = data.addresses.find((a) => a.id === id);
          return found ? (
            <AddressForm kind={found.kind} editing={found} />
          ) : (
            <Alert tone="warning" title={t('profile.addressForm.notFound')} />
          );
        }}
      </WhenLoaded>
    </ProfilePage>
  );
}

function AddressForm({ kind, editing }: { kind: AddressKind; editing?: PatientAddress }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = useProblemText();
  const { labels, messages } = useAddressFormText();
  const [from, setFrom] = useState(editing?.from ?? '');
  const [to, setTo] = useState(editing?.to ?? '');
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({});
  const { saving, save } = useSave();
  const { refusals, take, fixed } = useFieldRefusals(ADDRESS_REFUSALS);
  const [typed, setTyped] = useState<Address | null>(null);
  const { mutate } = useSWRConfig();

  // a refusal stays at its field until that field changes
  const onAddressChange = (next: Address) => {
    for (const field of Object.keys(refusals) as (keyof Address)[])
      if (typed && next[field] !== typed[field]) fixed(field);
    setTyped(next);
  };

  const request = (address: Address): PatientAddressRequest => {
    const fields = { ...address, address2: address.address2 || null };
    if (kind === 'primary') return { kind, address: { ...fields, from: from || null } };
    if (kind === 'past') return { kind, address: { ...fields, from, to } };
    return { kind, address: fields };
  };

  /** Checks the dates (the address form checks the rest); true when they can be sent. */
  const datesOk = (address: Address) => {
    if (kind === 'additional') return true;
    const problems = datedAddressProblems({ ...address, from: from || null, to: to || null }, kind);
    const found = datesMessages(problems, 'address', text);
    setDateErrors(found);
    return Object.keys(found).length === 0;
  };

  const onSubmit = async (address: Address) => {
    if (!datesOk(address)) return;
    const body = request(address);
    setTyped(address);
    const took = await save(async () => {
      await (editing ? editAddress(editing.id, body) : addAddress(body));
      await mutate(patientAddressesKey);
    }, take);
    if (took) navigate(profilePaths.addresses);
  };

  const form = (
    <Card>
      <AddressAutocomplete
        {...(services.googleMapsKey ? { apiKey: services.googleMapsKey } : {})}
        {...(editing ? { defaultValue: { ...editing, address2: editing.address2 ?? '' } } : {})}
        labels={{ ...labels, submit: t('profile.addressForm.submit') }}
        messages={messages('address')}
        limits={ADDRESS_LIMITS}
        refusals={refusals}
        onAddressChange={onAddressChange}
        // the dates are said with the address's own problems, in one submit
        onInvalidSubmit={datesOk}
        onSubmit={(address) => void onSubmit(address)}
        aria-busy={saving}
      >
        {kind === 'primary' && (
          <DateField
            label={editing ? t('profile.addressForm.since') : t('profile.addressForm.movedOn')}
            hint={editing ? undefined : t('profile.addressForm.movedOnHint')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={dateErrors.from}
          />
        )}
        {kind === 'past' && (
          <LivedThereDates
            from={from}
            to={to}
            onFromChange={setFrom}
            onToChange={setTo}
            errors={dateErrors}
          />
        )}
      </AddressAutocomplete>
    </Card>
  );
  if (editing) return form;
  return (
    <ProfilePage
      title={t(`profile.addressForm.titles.${kind}`)}
      description={t(`profile.addressForm.descriptions.${kind}`)}
      back={profilePaths.addresses}
    >
      {form}
    </ProfilePage>
  );
}
