import { CARD_SIDES, type CardSide } from '@portal/contract';
import { extractErrorMessage, extractErrorText } from '../../../lib/errors';

/** The server's refusal of one card photo, to say at that photo's field. */
export interface PhotoRefusal {
  side: CardSide;
  message: string;
}

/**
 * Which card photo a refused save was refused for (the server names the field, `front_image` or `back_image`,
 * in the refusal's params), with the server's own words; nothing for any other refusal or for none.
 */
export function photoRefusal(error: unknown): PhotoRefusal | undefined {
  if (!error) return undefined;
  const field = extractErrorText(error, 'field');
  const side = CARD_SIDES.find((s) => field === `${s}_image`);
  return side ? { side, message: extractErrorMessage(error) } : undefined;
}
