import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardTitle } from './card';

describe('Card', () => {
  it('marks the striped variant so print keeps its fill and border', () => {
    render(
      <Card variant="striped">
        <CardTitle>Medication</CardTitle>
      </Card>,
    );
    const card = screen.getByRole('heading', { name: 'Medication' }).parentElement as HTMLElement;
    expect(card.dataset.cardVariant).toBe('striped');
    expect(card.className).toContain('bg-stripe');
    expect(card.className).toContain('border-stripe-border');
  });
});
