import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a named group the keyboard reaches', async () => {
    render(
      <ScrollRegion label="Readings">
        <table>
          <tbody>
            <tr>
              <td>120</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('group', { name: 'Readings' });
    await userEvent.tab();
    expect(document.activeElement).toBe(region);
    expect(region.contains(screen.getByRole('cell', { name: '120' }))).toBe(true);
  });
});
