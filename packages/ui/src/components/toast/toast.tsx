import * as ToastPrimitive from '@radix-ui/react-toast';
import { useSyncExternalStore, type ComponentProps, type ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from '../icon-button/icon-button';
import { CheckIcon, XIcon } from '../icons/icons';
import { TOAST_DURATION_MS, toast, toastStore, type ToastVariant } from './toast-store';

export { toast, TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-store';
export type { ToastItem, ToastVariant } from './toast-store';

const variantIcon: Record<ToastVariant, ReactElement> = {
  success: (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success text-surface">
      <CheckIcon width={18} height={18} strokeWidth={3} />
    </span>
  ),
  error: (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-danger text-surface">
      <XIcon width={18} height={18} strokeWidth={3} />
    </span>
  ),
};

export type ToasterProps = Omit<ComponentProps<typeof ToastPrimitive.Viewport>, 'label'> & {
  /** Accessible name of each toast's dismiss button. */
  dismissLabel?: string;
  /** Accessible name of the notifications region ({hotkey} is replaced by the shortcut). */
  regionLabel?: string;
  /** Words read before a toast's message, per variant (the icon alone says nothing to a screen reader). */
  variantLabels?: Record<ToastVariant, string>;
  /** Radix's name for a toast in screen reader announcements. */
  announcementLabel?: string;
  duration?: number;
};

/** Mount once near the root. Shows the toasts queued with `toast.success()` / `toast.error()`, top-right. */
export function Toaster({
  dismissLabel = 'Dismiss',
  regionLabel = 'Notifications ({hotkey})',
  variantLabels = { success: 'Success', error: 'Error' },
  announcementLabel = 'Notification',
  duration = TOAST_DURATION_MS,
  className,
  ...props
}: ToasterProps) {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={announcementLabel}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(item.id);
          }}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          data-variant={item.variant}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-card border border-border/40 bg-surface p-4',
            'font-sans text-on-surface shadow-lg data-[state=closed]:opacity-0 transition-opacity',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
          )}
        >
          {variantIcon[item.variant]}
          <ToastPrimitive.Description className="min-w-0 flex-1 self-center break-words">
            <span className="sr-only">{variantLabels[item.variant]}: </span>
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close asChild>
            <IconButton
              label={dismissLabel}
              size="sm"
              className={item.variant === 'error' ? 'text-danger' : undefined}
            >
              <XIcon />
            </IconButton>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className={cn(
          'fixed end-0 top-0 z-[60] m-0 flex max-h-screen w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}
