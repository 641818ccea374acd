import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks finished steps and the current one', () => {
    render(<Stepper steps={['Account', 'Identity', 'HIPAA', 'Address']} current={2} />);
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(items[0]?.textContent).toContain('(completed)');
    expect(items[3]?.textContent).not.toContain('(completed)');
  });
});
