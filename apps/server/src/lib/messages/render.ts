import type { Brand } from '@portal/brands';
import { interpolate, type Language } from '@portal/contract';
import { htmlPart, textPart } from './email-layout.js';
import type { SentBy } from './kinds.js';
import { outgoingText, wording } from './wording.js';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/*
 * Pure on purpose: no node-only import here or in what this imports, so Storybook renders the very same messages
 * in the browser for a partner to review (.storybook/pages/messages.stories.tsx).
 */

/** A text: the brand's name first ("Acme Care: Your verification code is …"), in the patient's language. */
export function renderSms(message: SentBy<'sms'>, brand: Brand, language: Language): string {
  const words = wording(message, brand, language, 'sms');
  return interpolate(outgoingText(language).sms, {
    brand: words.params.brand!,
    text: interpolate(words.body, words.params),
  });
}

/** An email: its subject, the HTML in the brand's look, and the same words as plain text. */
export function renderEmail(message: SentBy<'email'>, brand: Brand, language: Language): RenderedEmail {
  const words = wording(message, brand, language, 'email');
  // Every kind sent by email has a subject (wording.ts); the type of `message` rules out the others.
  const subject = interpolate(words.subject!, words.params);
  return { subject, html: htmlPart(words, brand, language, subject), text: textPart(words, brand, language) };
}
