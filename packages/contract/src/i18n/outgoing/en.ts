/**
 * What the server sends a patient, by text and email (the server's `src/lib/messages` renders them in the
 * patient's brand): codes and links only, never other personal or health data. `{{brand}}` is the brand's name.
 */
export const outgoing = {
  /** Every text starts with the brand's name, so a patient knows who writes before they read on. */
  sms: '{{brand}}: {{text}}',
  code: 'Your verification code is {{code}}. It expires in {{minutes}} minutes. Do not share it with anyone.',
  codeSubject: 'Your verification code',
  resetSubject: 'Reset your password',
  reset:
    'To choose a new password, open this link within {{minutes}} minutes: {{link}}\nIf you did not ask for this, ignore this email.',
  resetSms:
    'To choose a new password, open this link within {{minutes}} minutes: {{link}}\nIf you did not ask for this, ignore this text.',
  resetAction: 'Choose a new password',
  existingAccountSubject: 'You already have an account',
  existingAccount:
    'Someone tried to create an account with this email address. You already have one: log in, or reset your password. If this was not you, ignore this email.',
  mobileChanged:
    'The mobile number you use to sign in to your health records was just changed, and other devices were signed out. If this was not you, call support right away.',
  noticeSubject: 'New information in your {{brand}} portal',
  notice: 'You have new information in your {{brand}} portal. Sign in to see it: {{link}}',
  noticeWithoutLink: 'You have new information in your {{brand}} portal. Sign in to see it.',
  noticeAction: 'Sign in',
  factorAddedSubject: 'A new way to sign in was added to your account',
  passkeyAdded:
    'A passkey was just added to your {{brand}} account. If this was you, there is nothing to do. If it was not you, open this link to remove it and sign out everywhere: {{link}}',
  authenticatorAdded:
    'An authenticator app was just added to your {{brand}} account. If this was you, there is nothing to do. If it was not you, open this link to remove it and sign out everywhere: {{link}}',
  factorAddedAction: 'This was not me',
  proxyInviteSubject: '{{brand}}: {{name}} invited you to be their caregiver',
  proxyInvite:
    '{{name}}, a patient of the {{brand}} health records portal, invited you to see their health records as their caregiver.\nTo accept, sign up or log in to {{brand}} with this email address and verify it, then open this link: {{link}}\nIf you do not know {{name}} or did not expect this, ignore this email: nothing is shared until you accept. To report it, contact {{brand}} support at {{supportEmail}} or {{supportPhone}}.',
  proxyInviteAction: 'See the invitation',
  /** The foot of every email: who to ask, the brand's policies, and why the patient got it. */
  footer: {
    support: 'Questions? Call {{brand}} support at {{phone}} ({{hours}}) or write to {{email}}.',
    privacy: 'Privacy',
    terms: 'Terms of use',
    accessibility: 'Accessibility',
    automatic: 'This email was sent automatically by {{brand}}. Replies are not read.',
  },
};
