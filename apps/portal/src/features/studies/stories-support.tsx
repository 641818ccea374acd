import { expect, within } from 'storybook/test';
import { failingStudiesHandlers, loadingStudiesHandlers } from '../../testing/studies';

/* The loading and error stories every study screen has, so each screen's stories say only what differs. */

type Play = { canvasElement: HTMLElement };

/** Every read waits. */
export const loadingStory = { parameters: { msw: { handlers: loadingStudiesHandlers() } } };

/** Every read fails; the screen offers to try again. */
export const errorStory = {
  parameters: { msw: { handlers: failingStudiesHandlers() } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
