import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ok } from '../../../testing/msw';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { access, accessLogHandler, grantDetail, ledger, sharingHandlers } from '../../../testing/sharing';
import GrantScreen from './grant-screen';
import SharingScreen from './sharing-screen';

const server = mockApi(sharingHandlers.filled());

/** The ledger's fixture grants by name: a typed share link, a study site signed, a share stopped, a study withdrawn. */
const entry = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('[SHARE-1] [I18N-1] the shared-with list in the reader’s language', () => {
  it.each([
    {
      language: 'en' as const,
      site: 'Bluewater Research Clinic — Sleep and heart health in healthy adults',
      why: 'You signed the consent for study NCT99000110 (version 2026-10-01)',
      stopped: /\(you stopped sharing\)$/,
      withdrawnSite:
        'Cedar Valley Clinic Worcester — Daily walking and text coaching for adults with type 2 diabetes',
      withdrawn: /\(you withdrew your study consent\)$/,
      typed: 'Second opinion',
    },
    {
      language: 'es' as const,
      site: 'Bluewater Research Clinic — El sueño y la salud del corazón en adultos sanos',
      why: 'Usted firmó el consentimiento del estudio NCT99000110 (versión 2026-10-01)',
      stopped: /\(usted dejó de compartir\)$/,
      withdrawnSite:
        'Cedar Valley Clinic Worcester — Caminatas diarias y mensajes de apoyo para adultos con diabetes tipo 2',
      withdrawn: /\(usted retiró su consentimiento del estudio\)$/,
      // what the patient typed is shown as typed, in whatever language they wrote it
      typed: 'Second opinion',
    },
  ])(
    'words a study site, its reasons and how shares ended in $language; typed reasons stay as typed',
    async ({ language, site, why, stopped, withdrawnSite, withdrawn, typed }) => {
      renderScreen(<SharingScreen />, { path: '/home/sharing', language });
      const signed = await entry(site);
      expect(within(signed).getByText(why).getAttribute('data-private')).toBeNull();
      expect(within(await entry('School nurse')).getByText(stopped)).toBeTruthy();
      expect(within(await entry(withdrawnSite)).getByText(withdrawn)).toBeTruthy();
      expect(
        within(await entry('Dr. Rivera'))
          .getByText(typed)
          .getAttribute('data-private'),
      ).toBe('true');
      expect(document.body.textContent).not.toMatch(
        language === 'es' ? /You signed|revoked by|withdrew|Sleep and heart/ : /Usted|firmó|El sueño/,
      );
    },
  );

  it.each([
    ['en' as const, 'Viewed the summary', 'Viewed the timeline'],
    ['es' as const, 'Vio el resumen', 'Vio la cronología'],
  ])(
    'a share’s access log names reading the summary and the timeline in %s',
    async (language, summary, timeline) => {
      server.use(
        http.get('*/v1/patient/sharing/:grantId', () => ok(grantDetail)),
        accessLogHandler([access({ action: 'records.summary' }), access({ action: 'records.timeline' })]),
      );
      renderScreen(<GrantScreen />, {
        path: `/home/sharing/${ledger[0]!.id}`,
        routePath: '/home/sharing/:grantId',
        language,
      });
      const log = await screen.findByRole('table');
      expect(within(log).getByText(summary)).toBeTruthy();
      expect(within(log).getByText(timeline)).toBeTruthy();
      expect(log.textContent).not.toMatch(/records\./);
    },
  );
});
