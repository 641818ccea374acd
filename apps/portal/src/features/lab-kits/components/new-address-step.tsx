import { useTranslation } from 'react-i18next';
import { AddressAutocomplete, Button, type Address, type AddressLabels } from '@portal/ui';
import { services } from '../../../config/services';
import { ADDRESS_LIMITS, addressMessages } from '../../../lib/address-form';
import { useProblemText } from '../../../lib/problem-text';

/**
 * Kit order with a new shipping address [KIT-1]: the address form (Places suggestions when configured), its
 * messages worded as the server words them for `shipping_address`.
 */
export function NewAddressStep({
  address,
  onType,
  onBack,
  onContinue,
}: {
  /** The address to start from: as typed so far, else as given before. */
  address: Address | null;
  onType: (address: Address) => void;
  onBack: () => void;
  onContinue: (address: Address) => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const l = (key: keyof AddressLabels) => t(`labKits.newAddress.${key}`);
  return (
    <div className="flex flex-col gap-4">
      <AddressAutocomplete
        {...(services.googleMapsKey ? { apiKey: services.googleMapsKey } : {})}
        defaultValue={address ?? undefined}
        labels={{
          address1: l('address1'),
          address1Hint: l('address1Hint'),
          address2: l('address2'),
          city: l('city'),
          state: l('state'),
          statePlaceholder: l('statePlaceholder'),
          zip: l('zip'),
          submit: l('submit'),
          lookupUnavailable: l('lookupUnavailable'),
          errorSummary: l('errorSummary'),
        }}
        messages={addressMessages(text, 'shipping_address')}
        limits={ADDRESS_LIMITS}
        onAddressChange={onType}
        onSubmit={onContinue}
      />
      <div>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('labKits.order.back')}
        </Button>
      </div>
    </div>
  );
}
