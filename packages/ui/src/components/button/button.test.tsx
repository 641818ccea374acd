import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('while loading is busy and ignores clicks but keeps its name', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('styles a child link with asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/home">Home</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link.className).toContain('border-primary');
  });

  it('lets a consumer class override a variant class', () => {
    render(<Button className="min-h-20">Tall</Button>);
    const cls = screen.getByRole('button', { name: 'Tall' }).className;
    expect(cls).toContain('min-h-20');
    expect(cls).not.toContain('min-h-11');
  });
});
