import { catalogues, type Language, type Params } from '@portal/contract';
import type { Brand } from '@portal/brands';
import { plainName } from '../plain-name.js';
import type { MessageChannel, MessageInput } from './kinds.js';

/** One message in words, before it is laid out: templates from the shared catalogue and what fills them. */
export interface Wording {
  /** Every kind sent by email has one (MESSAGE_CHANNELS); a text has none. */
  subject?: string;
  /** Paragraphs are lines; `{{link}}` is where the link stands in the sentence. */
  body: string;
  params: Params;
  /** The link, and what the email's button says. */
  action?: { link: string; label: string };
}

export const outgoingText = (language: Language) => catalogues[language].outgoing;

/**
 * What a message says, in the patient's language, under the brand. Names (the brand's, which a partner's file
 * sets, and an inviter's, which a patient typed) are plain words (plainName): no link, line or markup of their own.
 */
export function wording(
  message: MessageInput,
  brand: Brand,
  language: Language,
  channel: MessageChannel,
): Wording {
  const text = outgoingText(language);
  const brandName = plainName(brand.name);
  const params: Params = { brand: brandName };
  switch (message.kind) {
    case 'code':
      return {
        subject: text.codeSubject,
        body: text.code,
        params: { ...params, code: message.code, minutes: message.minutes },
      };
    case 'reset':
      return {
        subject: text.resetSubject,
        body: channel === 'sms' ? text.resetSms : text.reset,
        params: { ...params, link: message.link, minutes: message.minutes },
        action: { link: message.link, label: text.resetAction },
      };
    case 'existingAccount':
      return { subject: text.existingAccountSubject, body: text.existingAccount, params };
    case 'mobileChanged':
      return { body: text.mobileChanged, params };
    case 'notice':
      return message.link
        ? {
            subject: text.noticeSubject,
            body: text.notice,
            params: { ...params, link: message.link },
            action: { link: message.link, label: text.noticeAction },
          }
        : { subject: text.noticeSubject, body: text.noticeWithoutLink, params };
    case 'passkeyAdded':
    case 'authenticatorAdded':
      return {
        subject: text.factorAddedSubject,
        body: message.kind === 'passkeyAdded' ? text.passkeyAdded : text.authenticatorAdded,
        params: { ...params, link: message.link },
        action: { link: message.link, label: text.factorAddedAction },
      };
    case 'caregiverInvitation':
      return {
        subject: text.proxyInviteSubject,
        body: text.proxyInvite,
        params: {
          ...params,
          name: plainName(message.name),
          link: message.link,
          supportEmail: brand.support.email,
          supportPhone: brand.support.phone,
        },
        action: { link: message.link, label: text.proxyInviteAction },
      };
  }
}
