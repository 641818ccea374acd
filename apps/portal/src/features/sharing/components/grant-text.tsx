import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrantEndReason, GrantReason, SharedGrant } from '@portal/contract';
import { SourceText, withParts } from '../../../components/source-text';

/** A text shown in a grant, and whether the patient typed it (then it is private: shown as typed, never analysed). */
export interface GrantText {
  text: string;
  typed: boolean;
}

/**
 * [SHARE-1] [I18N-1] A grant's words in the reader's language: its name (a study site's with its study's title,
 * which the catalogue gives in both), why it exists and why it ended. The server says its own reasons as codes;
 * what the patient typed comes as typed.
 */
export function useGrantText() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return {
    name: (grant: Pick<SharedGrant, 'name' | 'study_title'>): string =>
      grant.study_title
        ? t('sharing.studySite', { site: grant.name, study: grant.study_title[language] })
        : grant.name,
    /** The name as a heading shows it: a study site's facility is a proper name, as the registry wrote it. */
    heading: ({ name, study_title }: Pick<SharedGrant, 'name' | 'study_title'>): ReactNode =>
      study_title
        ? withParts((values) => t('sharing.studySite', { ...values, study: study_title[language] }), {
            site: <SourceText name>{name}</SourceText>,
          })
        : name,
    reason: (reason: GrantReason): GrantText =>
      reason.code === 'typed'
        ? { text: reason.text, typed: true }
        : { text: t(`sharing.reason.${reason.code}`, reason.params), typed: false },
    ended: (reason: GrantEndReason): GrantText =>
      reason.code === 'typed'
        ? { text: reason.text, typed: true }
        : { text: t(`sharing.endReason.${reason.code}`), typed: false },
  };
}
