import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { insightsHandlers } from '../../../testing/insights';
import { mockPrintPopup } from '../../../testing/print';
import { renderScreen } from '../../../testing/render';
import { mockApi } from '../../../testing/server';
import { insightsRoutes } from '../routes';

mockApi(insightsHandlers());

describe('printing Care and Screenings', () => {
  it.each([
    ['/home/insights', 'Care'],
    ['/home/screenings', 'Screenings'],
  ])('[PRINT-1] [issue 24] %s prints through the print view popup', async (path) => {
    const user = userEvent.setup();
    const { open, popupDocument } = mockPrintPopup();
    renderScreen(null, { path, routes: insightsRoutes });
    const heading = await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledWith('', '_blank', expect.stringContaining('width=800,height=600'));
    expect(popupDocument.body.textContent).toContain(heading.textContent);
  });
});
