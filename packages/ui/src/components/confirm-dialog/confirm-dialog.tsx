import { useState, type ReactNode } from 'react';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog';

export interface ConfirmDialogProps {
  /** The control that opens the dialog (a Button); focus returns to it when the dialog closes. */
  trigger: ReactNode;
  title: string;
  /** What happens if the person goes ahead, and what stays as it is. */
  description: ReactNode;
  confirmLabel: string;
  /** Names the way back out, in terms of what it keeps ("Keep sharing"). */
  cancelLabel: string;
  /** Names the X button ("Close"). */
  closeLabel: string;
  /** `danger` for a change that takes something away (revoking, withdrawing, stopping a share). */
  tone?: 'danger' | 'primary';
  /** True while the change runs: the confirm button shows busy and cannot be pressed twice. */
  busy?: boolean;
  /** Why the last try failed, shown inside the dialog so the person can try again or back out. */
  error?: ReactNode;
  /** Runs the change; the dialog closes when it answers true and stays open (with `error`) otherwise. */
  onConfirm: () => Promise<boolean> | boolean;
}

/**
 * "Are you sure?" for a change that is hard to undo: one question, the consequence, a way back out. The
 * dialog owns its open state, so callers only say what to ask and what to run.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'danger',
  busy = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    if (await onConfirm()) setOpen(false);
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button variant={tone} loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
