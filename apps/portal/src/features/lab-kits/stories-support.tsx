import { expect, within } from 'storybook/test';
import { labKitErrorHandlers, labKitLoadingHandlers } from '../../testing/lab-kits';

/* The loading and failed-read stories every lab kit screen has: the same handlers and the same check. */

type Play = { canvasElement: HTMLElement };

/** Every lab kit read waits. */
export const loadingStory = { parameters: { msw: { handlers: labKitLoadingHandlers() } } };

/** Every lab kit read fails; the screen offers to try again. */
export const errorStory = {
  parameters: { msw: { handlers: labKitErrorHandlers() } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
