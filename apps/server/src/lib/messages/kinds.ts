/**
 * Every message the server sends, with what it needs to be written. Links are inputs: whoever sends a message
 * decides its link (from the brand's configured origin, never from a request); the renderer only writes it.
 */
export type MessageInput =
  /** A one-time code (sign-up, sign-in, step-up, a new phone or email to prove). */
  | { kind: 'code'; code: string; minutes: number }
  /** A single-use password reset link. */
  | { kind: 'reset'; link: string; minutes: number }
  /** Someone signed up with an email that already has an account (AUTH-9): told to its owner only. */
  | { kind: 'existingAccount' }
  /** The sign-in mobile moved: told to the old number (PROF-3). */
  | { kind: 'mobileChanged' }
  /** Something new in the portal (PROF-7): never what, only that; no link without a configured origin. */
  | { kind: 'notice'; link: string | undefined }
  /** A passkey or authenticator app was added (AUTH-6), with its "this wasn't me" link. */
  | { kind: 'passkeyAdded'; link: string }
  | { kind: 'authenticatorAdded'; link: string }
  /** A patient invited a caregiver (SHARE-1): the inviter's name as they verified it, and the invitation link. */
  | { kind: 'caregiverInvitation'; name: string; link: string };

export type MessageKind = MessageInput['kind'];
export type MessageChannel = 'sms' | 'email';

/** The channels each message goes out on: a kind sent only by email has no text wording, and the reverse. */
export const MESSAGE_CHANNELS = {
  code: ['sms', 'email'],
  reset: ['sms', 'email'],
  existingAccount: ['email'],
  mobileChanged: ['sms'],
  notice: ['sms', 'email'],
  passkeyAdded: ['sms', 'email'],
  authenticatorAdded: ['sms', 'email'],
  caregiverInvitation: ['email'],
} as const satisfies Record<MessageKind, readonly MessageChannel[]>;

/**
 * The messages that go out on `channel` (on both, for `'sms' | 'email'`): a text-only kind cannot be rendered as
 * an email, nor the reverse.
 */
export type SentBy<C extends MessageChannel> = Extract<
  MessageInput,
  {
    kind: { [K in MessageKind]: [C] extends [(typeof MESSAGE_CHANNELS)[K][number]] ? K : never }[MessageKind];
  }
>;
