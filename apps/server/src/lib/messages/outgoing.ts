import { defaultBrand, getBrand } from '@portal/brands';
import type { Language } from '@portal/contract';
import type { OutgoingMessage } from '../../providers/messaging/messenger.js';
import { plainName } from '../plain-name.js';
import type { MessageChannel, SentBy } from './kinds.js';
import { renderEmail, renderSms } from './render.js';

/**
 * A message ready for the messenger: rendered under the patient's brand (by id; the default brand when none is
 * known, as for a patient who never signed in) in their language, for the channel and address given. Every
 * sender of a text or email goes through here, so no message leaves without its brand.
 */
export function outgoingMessage<C extends MessageChannel>(
  address: { channel: C; to: string; code?: string | undefined },
  message: SentBy<C>,
  patient: { brand: string | null | undefined; language: Language },
): OutgoingMessage {
  const brand = getBrand(patient.brand) ?? defaultBrand;
  const { language } = patient;
  const { to, code } = address;
  const common = { to, brand: brand.id, ...(code === undefined ? {} : { code }) };
  if (address.channel === 'sms')
    return { channel: 'sms', ...common, body: renderSms(message as SentBy<'sms'>, brand, language) };
  const email = renderEmail(message as SentBy<'email'>, brand, language);
  return {
    channel: 'email',
    ...common,
    senderName: plainName(brand.name),
    subject: email.subject,
    body: email.text,
    html: email.html,
  };
}
