import { expect, within } from 'storybook/test';
import { emptyHandlers, errorHandlers, loadingHandlers } from '../../testing/records';

/*
 * The loading, empty and error stories every records screen has (the same handlers and the same checks), so
 * each screen's stories say only what differs: the words of its empty state.
 */

type Play = { canvasElement: HTMLElement };

/** Every read waits. */
export const loadingStory = {
  parameters: { msw: { handlers: loadingHandlers() } },
};

/** The pull found nothing; the screen says `message`. */
export const emptyStory = (message: string) => ({
  parameters: { msw: { handlers: emptyHandlers() } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByText(message)).toBeVisible();
  },
});

/** Every read fails; the screen offers to try again. */
export const errorStory = {
  parameters: { msw: { handlers: errorHandlers() } },
  play: async ({ canvasElement }: Play) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A record's name as long as a source writes one: the contract caps no record's name (they are the source's own
 * words), so this is a realistically long medication, as an EHR names a pen injector with its brand and dose.
 */
export const longRecordName =
  'Insulin glargine-yfgn 100 UNT/ML Injection Pen 3 ML [Semglee] (interchangeable biosimilar), with 32G x 4 MM pen needles and alcohol swabs, dispensed as 5 pens per carton';
