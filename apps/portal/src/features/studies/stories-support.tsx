import { http } from 'msw';
import { expect, within } from 'storybook/test';
import type { StudySummary } from '@portal/contract';
import { ok } from '../../testing/msw';
import { atLength, fromControls } from '../../testing/story-states';
import { t } from '../../testing/storybook';
import {
  diabetesStudy,
  failingStudiesHandlers,
  loadingStudiesHandlers,
  preeclampsiaStudy,
  studyDetails,
  studyList,
} from '../../testing/studies';

/* The loading and error stories every study screen has, so each screen's stories say only what differs. */

type Play = { canvasElement: HTMLElement };

/** Every read waits. */
export const loadingStory = { parameters: { msw: { handlers: loadingStudiesHandlers() } } };

/** Every read fails; the screen offers to try again. */
export const errorStory = {
  parameters: { msw: { handlers: failingStudiesHandlers() } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByRole('button', { name: t('app.retry') })).toBeVisible();
  },
};

/*
 * A study worded at length. The catalogue's texts come from the registry and the contract puts no cap on them:
 * these are as long as the registry lets them be (ClinicalTrials.gov: a brief title of 300 characters, an
 * official title of 600), a sponsor and a site named in full.
 */
const longTitle = atLength(
  300,
  'Daily walking, text coaching and home blood sugar checks for adults with type 2 diabetes ',
);
const longCondition = atLength(120, 'type 2 diabetes mellitus with peripheral neuropathy and ');
export const longStudy: StudySummary = {
  ...diabetesStudy,
  title: { en: longTitle, es: longTitle },
  sponsor: atLength(150, 'Cedar Valley University Health Cardiometabolic Research Institute '),
  conditions: [{ en: longCondition, es: longCondition }],
  reasons: [{ kind: 'condition', condition: { en: longCondition, es: longCondition } }],
};
export const longStudyDetails = () => {
  const details = studyDetails();
  const { title, sponsor, conditions, reasons } = longStudy;
  return studyDetails({
    title,
    sponsor,
    conditions,
    reasons,
    official_title: atLength(
      600,
      'A Randomized Trial of a Step-Count Goal With Text-Message Coaching on HbA1c ',
    ),
    sites: details.sites.map((site) => ({
      ...site,
      facility: atLength(150, `${site.facility}, Outpatient Endocrinology and Clinical Research Pavilion `),
    })),
  });
};

/** What a designer varies on the study list (Controls): how many studies, the first one's title. */
export interface StudiesControls {
  studies: number;
  title: string;
}
export const studiesArgs: StudiesControls = { studies: 2, title: diabetesStudy.title.en };
export const studiesArgTypes = {
  studies: { control: { type: 'number', min: 0, max: 8 }, description: 'How many studies are open' },
  title: { control: 'text', description: 'The first study’s title (the registry caps it at 300 characters)' },
} as const;

/** The study list as the Controls describe it: put before `studiesHandlers()`, which answers the rest. */
export const studiesFromControlsHandler = () =>
  http.get('/v1/patient/studies', () => {
    const c = { ...studiesArgs, ...fromControls<Partial<StudiesControls>>() };
    return ok(
      studyList(
        Array.from({ length: c.studies }, (_, i) => {
          const study = i % 2 === 0 ? diabetesStudy : preeclampsiaStudy;
          return i === 0
            ? { ...study, title: { en: c.title, es: c.title } }
            : { ...study, id: `NCT99000${String(200 + i)}` };
        }),
      ),
    );
  });
