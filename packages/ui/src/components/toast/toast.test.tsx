import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast, Toaster, TOAST_LIMIT } from './toast';
import { toastStore } from './toast-store';

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  it('[TOAST-1] shows a success toast with a check and an error toast with an x, each dismissable', () => {
    render(<Toaster dismissLabel="Dismiss" />);
    act(() => {
      toast.success('Profile saved');
      toast.error('Verification failed.');
    });
    const success = screen.getByText('Profile saved').closest('li') as HTMLElement;
    const error = screen.getByText('Verification failed.').closest('li') as HTMLElement;
    expect(success.dataset.variant).toBe('success');
    expect(success.querySelector('.bg-success svg')).not.toBeNull();
    expect(error.dataset.variant).toBe('error');
    expect(error.querySelector('.bg-danger svg')).not.toBeNull();
    expect(within(success).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
    expect(within(error).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('[TOAST-2] closes after 3000 ms and is removed 1000 ms later', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    act(() => void vi.advanceTimersByTime(2900));
    expect(toastStore.getSnapshot()[0]?.open).toBe(true);
    act(() => void vi.advanceTimersByTime(200));
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    // closed at 3000 ms: still there at 3800, gone by 4100
    act(() => void vi.advanceTimersByTime(700));
    expect(toastStore.getSnapshot()).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(300));
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('[TOAST-2] is removed 1000 ms after the dismiss button is pressed', () => {
    render(<Toaster dismissLabel="Close notification" />);
    act(() => void toast.error('Something went wrong'));
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(toastStore.getSnapshot()[0]?.open).toBe(false);
    act(() => void vi.advanceTimersByTime(1000));
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('[TOAST-2] keeps at most 20 toasts, dropping the oldest', () => {
    render(<Toaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast.success(`Message ${i}`);
    });
    const kept = toastStore.getSnapshot();
    expect(kept).toHaveLength(TOAST_LIMIT);
    expect(kept[0]?.message).toBe('Message 6');
    expect(screen.queryByText('Message 5')).toBeNull();
    expect(screen.getByText('Message 25')).toBeTruthy();
  });

  it('[TOAST-2] sits top-right', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    const viewport = screen.getByText('Saved').closest('ol') as HTMLElement;
    expect(viewport.className).toContain('top-0');
    expect(viewport.className).toContain('end-0');
  });
});
