import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShippingAddress } from '@portal/contract';
import { Alert, Button, PhoneInput, RadioGroup } from '@portal/ui';
import { useProblemText } from '../../../lib/problem-text';
import { orderPhoneProblem, type OrderDraft } from '../rules/order-flow';
import { formatShippingAddress } from './format';

/**
 * Order info [KIT-1]: the phone the lab texts (the account's, changeable) and where the kit goes — the primary
 * address, or "ship to a new address", which opens the address form next.
 */
export function InfoStep({
  draft,
  primary,
  onBack,
  onContinue,
}: {
  draft: OrderDraft;
  primary: ShippingAddress | null;
  onBack: () => void;
  onContinue: (patch: { phone: string; shipTo: 'primary' | 'new' }) => void;
}) {
  const { t } = useTranslation();
  const text = useProblemText();
  const [phone, setPhone] = useState(draft.phone);
  // the primary address is offered first; the choice counts once the patient continues
  const [shipTo, setShipTo] = useState<'primary' | 'new'>(primary ? (draft.shipTo ?? 'primary') : 'new');
  const [checked, setChecked] = useState(false);
  // The address itself is asked for on the next step when it is a new one: only the phone is checked here
  const phoneProblem = orderPhoneProblem({ phone });
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!phoneProblem) onContinue({ phone, shipTo });
      }}
    >
      <PhoneInput
        label={t('labKits.info.phone')}
        hint={t('labKits.info.phoneHint')}
        name="phone"
        autoComplete="tel-national"
        required
        value={phone}
        onValueChange={setPhone}
        error={
          checked && phoneProblem
            ? text({ key: `validation.${phoneProblem}`, field: 'fields.phone' })
            : undefined
        }
      />
      {primary ? (
        <RadioGroup
          legend={t('labKits.info.shipTo')}
          name="ship-to"
          value={shipTo}
          onValueChange={(value) => setShipTo(value === 'new' ? 'new' : 'primary')}
          options={[
            {
              value: 'primary',
              label: t('labKits.info.primary', { address: formatShippingAddress(primary) }),
            },
            { value: 'new', label: t('labKits.info.newAddress') },
          ]}
        />
      ) : (
        <Alert tone="info">{t('labKits.info.noPrimary')}</Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">{t('labKits.order.continue')}</Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('labKits.order.back')}
        </Button>
      </div>
    </form>
  );
}
