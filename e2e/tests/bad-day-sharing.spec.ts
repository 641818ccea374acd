import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONSENT_SECTION_IDS, type ConsentDocumentResponse } from '@portal/contract';
import { englishFoundIn, textOutsideSourceText } from './locales.js';
import { content, openWithSession, sessionHeaders, signUpByApi, verifyIdentityByApi } from './support.js';

/**
 * Issue 23, sharing: a bilingual patient on a 390 px phone signed a study's consent while the portal was in the
 * other language, then, in their own, stops a share link and withdraws from the study. The Sharing page must then
 * read in one language only: the study's title, why its site was there, how each share ended.
 */
const STUDY = 'NCT99000110';
const catalogue = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../apps/server/data/studies/catalogue.json'), 'utf8'),
) as { studies: { id: string; title: { en: string; es: string } }[] };
const title = catalogue.studies.find((s) => s.id === STUDY)!.title;

const WORDS = {
  en: {
    details: (name: string) => `Details and access log: ${name}`,
    stop: 'Stop sharing',
    stopYes: 'Yes, stop sharing',
    stopped: (name: string) => `Sharing stopped. ${name} can no longer see your records.`,
    withdraw: 'Withdraw consent',
    withdrawn: /^You withdrew your consent on /,
    studies: 'Clinical trial sites',
    signed: (version: string) => `You signed the consent for study ${STUDY} (version ${version})`,
    endedStopped: /\(you stopped sharing\)$/,
    endedWithdrawn: /\(you withdrew your study consent\)$/,
    typed: 'Second opinion',
    // what the other language's server once wrote
    foreign: [/Usted/, /firmó/, /retiró/, new RegExp(title.es)],
  },
  es: {
    details: (name: string) => `Detalles y registro de accesos: ${name}`,
    stop: 'Dejar de compartir',
    stopYes: 'Sí, dejar de compartir',
    stopped: (name: string) => `Se dejó de compartir. ${name} ya no puede ver sus registros.`,
    withdraw: 'Retirar el consentimiento',
    withdrawn: /^Retiró su consentimiento el /,
    studies: 'Centros de ensayos clínicos',
    signed: (version: string) => `Usted firmó el consentimiento del estudio ${STUDY} (versión ${version})`,
    endedStopped: /\(usted dejó de compartir\)$/,
    endedWithdrawn: /\(usted retiró su consentimiento del estudio\)$/,
    typed: 'Segunda opinión',
    foreign: [/revoked by the patient/i, /You signed/, /You withdrew/, new RegExp(title.en)],
  },
} as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

for (const language of ['en', 'es'] as const) {
  const other = language === 'en' ? 'es' : 'en';
  const words = WORDS[language];

  test(`[SHARE-1] [STUDY-2] [I18N-1] (${language}) a consent signed in ${other}, a share stopped and the consent withdrawn: the Sharing page reads in ${language} only`, async ({
    page,
    request,
  }) => {
    const { patient, tokens } = await signUpByApi(request);
    await verifyIdentityByApi(request, tokens, patient);
    const headers = { ...sessionHeaders(tokens), 'X-CSRFToken': tokens.web_token };

    // Earlier, with the portal in the other language: the study's consent, signed as that language showed it
    const document = await content<ConsentDocumentResponse>(
      await request.get(`/v1/patient/studies/consent?study_id=${STUDY}&lang=${other}`, { headers }),
    );
    await content(
      await request.post('/v1/patient/studies/consent/save', {
        headers,
        data: {
          study_id: STUDY,
          site_id: document.sites[0]!.id,
          version: document.version,
          language: other,
          content_hash: document.content_hash,
          acknowledged_sections: [...CONSENT_SECTION_IDS],
          full_name: `${patient.first_name} ${patient.last_name}`,
        },
      }),
    );
    // and a link for a doctor, with the reason typed in the patient's own words
    const doctor = 'Dra. Ana Ruiz';
    await content(
      await request.post('/v1/patient/sharing/links', {
        headers,
        data: {
          recipient_name: doctor,
          reason: words.typed,
          categories: ['conditions'],
          expires_in_hours: 24,
        },
      }),
    );

    // Now in their language: they stop the doctor's link…
    await openWithSession(page, tokens, '/home/sharing', language);
    await page.getByRole('link', { name: words.details(doctor) }).click();
    await page.getByRole('button', { name: words.stop }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.stopYes }).click();
    await expect(page.getByText(words.stopped(doctor))).toBeVisible();

    // …and withdraw from the study on its page
    await page.goto(`/home/studies/${STUDY}`);
    await page.getByRole('button', { name: words.withdraw }).click();
    await page.getByRole('dialog').getByRole('button', { name: words.withdraw }).click();
    await expect(page.getByText(words.withdrawn)).toBeVisible();

    // The Sharing page: the study site with its study's title, why and how it ended, all in their language
    await page.goto('/home/sharing');
    const site = `${document.sites[0]!.facility} — ${title[language]}`;
    const sites = page.getByRole('region', { name: words.studies });
    const siteEntry = sites.getByRole('listitem').filter({ has: page.getByRole('heading', { name: site }) });
    await expect(siteEntry.getByText(words.signed(document.version))).toBeVisible();
    await expect(siteEntry.getByText(words.endedWithdrawn)).toBeVisible();
    const linkEntry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: doctor }) });
    await expect(linkEntry.getByText(words.endedStopped)).toBeVisible();
    await expect(linkEntry.getByText(words.typed)).toBeVisible();

    const text = await textOutsideSourceText(page);
    for (const foreign of words.foreign)
      expect(text, `${foreign} on the ${language} page`).not.toMatch(foreign);
    if (language === 'es') expect(englishFoundIn(text), 'English on the Spanish page').toEqual([]);
  });
}
