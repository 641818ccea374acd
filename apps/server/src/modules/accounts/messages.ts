import type { Language } from '@portal/contract';
import { CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from './rules.js';

/** What patients receive, in their language. Codes and links only; never other personal data. */
export const outgoing = {
  code: (lang: Language, code: string) =>
    lang === 'es'
      ? `Su código de verificación es ${code}. Caduca en ${CODE_TTL_MINUTES} minutos. No lo comparta con nadie.`
      : `Your verification code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes. Do not share it with anyone.`,
  codeSubject: (lang: Language) => (lang === 'es' ? 'Su código de verificación' : 'Your verification code'),
  resetSubject: (lang: Language) => (lang === 'es' ? 'Restablecer su contraseña' : 'Reset your password'),
  reset: (lang: Language, link: string) =>
    lang === 'es'
      ? `Para elegir una nueva contraseña, abra este enlace en los próximos ${RESET_LINK_TTL_MINUTES} minutos: ${link}\nSi no lo solicitó, ignore este mensaje.`
      : `To choose a new password, open this link within ${RESET_LINK_TTL_MINUTES} minutes: ${link}\nIf you did not ask for this, ignore this email.`,
  existingAccountSubject: (lang: Language) =>
    lang === 'es' ? 'Ya tiene una cuenta' : 'You already have an account',
  existingAccount: (lang: Language) =>
    lang === 'es'
      ? 'Alguien intentó crear una cuenta con este correo electrónico. Ya tiene una: inicie sesión o restablezca su contraseña. Si no fue usted, ignore este mensaje.'
      : 'Someone tried to create an account with this email address. You already have one: log in, or reset your password. If this was not you, ignore this email.',
};
