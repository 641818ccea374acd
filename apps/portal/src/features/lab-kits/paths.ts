import { paths } from '../../config/paths';

/**
 * The lab kit screens live under /home. The order's steps are addresses of their own, so back and forward move
 * between steps and a reload lands on the step the patient was on; `?insight=<id>` (the care gap the kit closes)
 * travels with every step.
 */
export const labKitsPaths = {
  list: `${paths.home}/lab-kits`,
  order: `${paths.home}/lab-kits/order`,
  orderInfo: `${paths.home}/lab-kits/order/info`,
  orderNewAddress: `${paths.home}/lab-kits/order/new-address`,
  orderReview: `${paths.home}/lab-kits/order/review`,
  orderPlaced: (orderId: string) => `${paths.home}/lab-kits/order/placed/${encodeURIComponent(orderId)}`,
  tracking: (orderId: string) => `${paths.home}/lab-kits/${encodeURIComponent(orderId)}`,
} as const;
