import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { PatientAddress, PatientAddressesResponse } from '@portal/contract';
import { Button, Card, CardTitle, EmptyState } from '@portal/ui';
import { formatAddress } from '../../../lib/address-form';
import { patientAddressesKey, usePatientAddresses } from '../api/get-patient-addresses';
import { moveIntoAddress } from '../api/move-into-address';
import { useOptimisticChange } from '../api/optimistic';
import { removeAddress } from '../api/remove-address';
import { ProfilePage } from '../components/profile-page';
import { useSave } from '../components/use-save';
import { WhenLoaded } from '../components/when-loaded';
import { profilePaths } from '../paths';
import { calendarDay } from '../../../lib/date-format';
import { addressGroups, stayKey } from '../rules/addresses';

const newAddress = (kind: PatientAddress['kind']) => `${profilePaths.newAddress}?kind=${kind}`;

/**
 * Addresses [PROF-2] (/profile/addresses): where the patient lives, where they lived (record sources match on
 * it, so a move keeps the old address here with its dates) and other addresses such as a work address.
 */
export default function AddressesScreen() {
  const { t } = useTranslation();
  const addresses = usePatientAddresses();
  return (
    <ProfilePage title={t('profile.addresses.title')} description={t('profile.addresses.description')}>
      <WhenLoaded resource={addresses}>{(data) => <Addresses data={data} />}</WhenLoaded>
    </ProfilePage>
  );
}

function Addresses({ data }: { data: PatientAddressesResponse }) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const { save } = useSave();
  const change = useOptimisticChange();
  const { primary, past, additional } = addressGroups(data);

  const remove = (id: string) =>
    save(async () => {
      await change<PatientAddressesResponse>(
        patientAddressesKey,
        (current) => ({ addresses: current.addresses.filter((a) => a.id !== id) }),
        () => removeAddress(id),
      );
      return t('profile.removed');
    });
  const moveInto = (id: string) =>
    save(async () => {
      await moveIntoAddress(id);
      await mutate(patientAddressesKey);
      return t('profile.addresses.movedIn');
    });

  return (
    <>
      <Card className="flex flex-col gap-4">
        <CardTitle level={2}>{t('profile.addresses.primary')}</CardTitle>
        {primary ? <AddressLine address={primary} /> : <p>{t('profile.addresses.noPrimary')}</p>}
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <RouterLink to={newAddress('primary')}>{t('profile.addresses.moved')}</RouterLink>
          </Button>
          {primary && <EditLink address={primary} />}
        </div>
      </Card>

      <AddressList
        title={t('profile.addresses.past')}
        empty={t('profile.addresses.noPast')}
        emptyHint={t('profile.addresses.noPastHint')}
        addLabel={t('profile.addresses.addPast')}
        kind="past"
        addresses={past}
        onRemove={remove}
      />
      <AddressList
        title={t('profile.addresses.additional')}
        empty={t('profile.addresses.noAdditional')}
        emptyHint={t('profile.addresses.noAdditionalHint')}
        addLabel={t('profile.addresses.addAdditional')}
        kind="additional"
        addresses={additional}
        onRemove={remove}
        onMoveInto={moveInto}
      />
    </>
  );
}

function AddressLine({ address }: { address: PatientAddress }) {
  const { t, i18n } = useTranslation();
  const stay = stayKey(address);
  const day = (d: string | null) => (d ? calendarDay(d, i18n.resolvedLanguage) : '');
  return (
    <div>
      <p className="font-semibold" data-private="true">
        {formatAddress(address)}
      </p>
      {stay && (
        <p className="text-sm">
          {t(`profile.addresses.stay.${stay}`, { from: day(address.from), to: day(address.to) })}
        </p>
      )}
    </div>
  );
}

function EditLink({ address }: { address: PatientAddress }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary">
      <RouterLink
        to={profilePaths.addressItem(address.id)}
        aria-label={t('profile.addresses.editAddress', { address: formatAddress(address) })}
      >
        {t('profile.edit')}
      </RouterLink>
    </Button>
  );
}

function AddressList({
  title,
  empty,
  emptyHint,
  addLabel,
  kind,
  addresses,
  onRemove,
  onMoveInto,
}: {
  title: string;
  empty: string;
  emptyHint: string;
  addLabel: string;
  kind: 'past' | 'additional';
  addresses: PatientAddress[];
  onRemove: (id: string) => unknown;
  onMoveInto?: (id: string) => unknown;
}) {
  const { t } = useTranslation();
  const add = (
    <Button asChild variant="secondary">
      <RouterLink to={newAddress(kind)}>{addLabel}</RouterLink>
    </Button>
  );
  return (
    <Card className="flex flex-col gap-4">
      <CardTitle level={2}>{title}</CardTitle>
      {addresses.length === 0 ? (
        <EmptyState headingLevel={3} title={empty} description={emptyHint} action={add} />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-border">
            {addresses.map((address) => (
              <li key={address.id} className="flex flex-col gap-3 py-3">
                <AddressLine address={address} />
                <div className="flex flex-wrap gap-2">
                  {onMoveInto && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('profile.addresses.moveIntoAddress', { address: formatAddress(address) })}
                      onClick={() => void onMoveInto(address.id)}
                    >
                      {t('profile.addresses.moveInto')}
                    </Button>
                  )}
                  <EditLink address={address} />
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('profile.addresses.removeAddress', { address: formatAddress(address) })}
                    onClick={() => void onRemove(address.id)}
                  >
                    {t('profile.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <div>{add}</div>
        </>
      )}
    </Card>
  );
}
