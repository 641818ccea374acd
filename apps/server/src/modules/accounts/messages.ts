import { catalogues, interpolate, type Language } from '@portal/contract';
import { CODE_TTL_MINUTES, RESET_LINK_TTL_MINUTES } from './rules.js';

/** What patients receive, in their language (the contract's catalogue, `outgoing`). Codes and links only. */
const text = (lang: Language) => catalogues[lang].outgoing;

export const outgoing = {
  code: (lang: Language, code: string) => interpolate(text(lang).code, { code, minutes: CODE_TTL_MINUTES }),
  codeSubject: (lang: Language) => text(lang).codeSubject,
  resetSubject: (lang: Language) => text(lang).resetSubject,
  reset: (lang: Language, link: string) =>
    interpolate(text(lang).reset, { link, minutes: RESET_LINK_TTL_MINUTES }),
  existingAccountSubject: (lang: Language) => text(lang).existingAccountSubject,
  existingAccount: (lang: Language) => text(lang).existingAccount,
  mobileChanged: (lang: Language) => text(lang).mobileChanged,
};
