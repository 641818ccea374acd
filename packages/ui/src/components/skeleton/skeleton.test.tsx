import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and stops pulsing for reduced motion', () => {
    const { container } = render(<Skeleton shape="circle" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.getAttribute('aria-hidden')).toBe('true');
    expect(el.className).toContain('motion-reduce:animate-none');
    expect(el.className).toContain('rounded-full');
  });
});
