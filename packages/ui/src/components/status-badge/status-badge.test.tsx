import { LAB_ORDER_STATUS_LABELS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each(Object.entries(LAB_ORDER_STATUS_LABELS))('[STATUS-1] shows %s as %j', (code, label) => {
    render(<StatusBadge status={code} />);
    expect(screen.getByText(label).closest('[data-status]')?.getAttribute('data-status')).toBe(code);
  });

  it('[STATUS-2] shows an unknown code raw', () => {
    render(<StatusBadge status="kit-lost-in-space" />);
    expect(screen.getByText('kit-lost-in-space')).toBeTruthy();
  });

  it('shows a translated label when given one', () => {
    render(<StatusBadge status="results-ready" labels={{ 'results-ready': 'Resultados listos' }} />);
    expect(screen.getByText('Resultados listos')).toBeTruthy();
  });
});
