import { useRef } from 'react';
import { Button } from '../button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog';

export interface InactivityDialogLabels {
  /** Spec key areYouStillThere. */
  title: string;
  /** Spec key InactivityDialogDescription: states the seconds left. */
  description: (secondsLeft: number) => string;
  /** The close (X) button. */
  close: string;
  /** Spec key logOut, or exit on the login and signup paths. */
  logOut: string;
  /** Spec key continueSession. */
  continueSession: string;
}

export const defaultInactivityDialogLabels: InactivityDialogLabels = {
  title: 'Are you still there?',
  description: (s) => `For your security, you will be logged out in ${s} ${s === 1 ? 'second' : 'seconds'}.`,
  close: 'Close',
  logOut: 'Log out',
  continueSession: 'Continue session',
};

export interface InactivityDialogProps {
  open: boolean;
  secondsLeft: number;
  /** Called with false by the close (X) button and Escape. */
  onOpenChange: (open: boolean) => void;
  onContinueSession: () => void;
  onLogOut: () => void;
  /** True while the session refresh is running: the continue button shows busy. */
  continuing?: boolean;
  labels?: Partial<InactivityDialogLabels>;
}

/**
 * The idle warning (IDLE-6). Presentational: the portal owns the timers and the session; this shows the
 * seconds it is given and reports the person's choice.
 */
export function InactivityDialog({
  open,
  secondsLeft,
  onOpenChange,
  onContinueSession,
  onLogOut,
  continuing = false,
  labels,
}: InactivityDialogProps) {
  const l = { ...defaultInactivityDialogLabels, ...labels };
  const continueRef = useRef<HTMLButtonElement>(null);
  // The dialog opens by itself, with no trigger for Radix to hand focus back to: it goes back where it was
  const focusedBefore = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={l.close}
        // A stray click must not count as "still here"; the choice has to be explicit.
        onInteractOutside={(e) => e.preventDefault()}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          focusedBefore.current = document.activeElement as HTMLElement | null;
          continueRef.current?.focus();
        }}
        onCloseAutoFocus={(e) => {
          if (!focusedBefore.current?.isConnected) return;
          e.preventDefault();
          focusedBefore.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{l.title}</DialogTitle>
          <DialogDescription>{l.description(Math.max(0, secondsLeft))}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onLogOut}>
            {l.logOut}
          </Button>
          <Button ref={continueRef} onClick={onContinueSession} loading={continuing}>
            {l.continueSession}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
