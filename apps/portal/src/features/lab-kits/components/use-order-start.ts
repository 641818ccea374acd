import type { Address, LabKitType, LabOrder, ShippingAddress } from '@portal/contract';
import { usePatientProfile } from '../../../app/patient-profile';
import { usePrimaryAddress } from '../api/get-primary-address';
import { useLabOrderRequest } from '../api/request-lab-order';

const shippingAddress = ({ address1, address2, city, state, zip }: Address): ShippingAddress => ({
  address1,
  address2: address2 ?? null,
  city,
  state,
  zip,
});

/** What the order form starts from: the kit, the phone and the primary address to offer, and an order already open. */
export interface OrderStart {
  kit: LabKitType | null;
  phone: string | null;
  primary: ShippingAddress | null;
  openOrder: LabOrder | null;
}

/**
 * [KIT-1] From a care gap (`insightId`) the server answers all of it (lab-order-request); an order the patient
 * starts on their own takes the account's phone and the saved primary address, and the patient picks the kit.
 */
export function useOrderStart(insightId: string | null): {
  data: OrderStart | undefined;
  error: unknown;
  isLoading: boolean;
  retry: () => void;
} {
  const request = useLabOrderRequest(insightId);
  const addresses = usePrimaryAddress(!insightId);
  const { profile } = usePatientProfile();
  if (insightId) {
    const answer = request.data;
    return {
      data: answer && {
        kit: answer.kit_type,
        phone: answer.phone,
        primary: answer.primary_address,
        openOrder: answer.open_order,
      },
      error: request.error,
      isLoading: request.isLoading,
      retry: () => void request.mutate(),
    };
  }
  const primary = addresses.data?.primary;
  return {
    data: addresses.data && {
      kit: null,
      phone: profile.phone_number ?? null,
      primary: primary ? shippingAddress(primary) : null,
      openOrder: null,
    },
    error: addresses.error,
    isLoading: addresses.isLoading,
    retry: () => void addresses.mutate(),
  };
}
