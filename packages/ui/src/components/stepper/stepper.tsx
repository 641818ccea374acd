import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { CheckIcon } from '../icons/icons';

export type StepperProps = ComponentProps<'nav'> & {
  /** Step names in order. */
  steps: readonly string[];
  /** Index of the current step (0-based). */
  current: number;
  /** Accessible name of the progress landmark. */
  label?: string;
  /** Read after a finished step's name. */
  completedLabel?: string;
  /** The visible "Step 2 of 5" line. */
  progressText?: (step: number, total: number) => string;
};

/** Onboarding progress: finished steps ticked, the current one marked aria-current="step". */
export function Stepper({
  steps,
  current,
  label = 'Progress',
  completedLabel = 'completed',
  progressText = (step, total) => `Step ${step} of ${total}`,
  className,
  ...props
}: StepperProps) {
  return (
    <nav aria-label={label} className={cn('flex flex-col gap-2', className)} {...props}>
      <p className="text-sm font-medium text-on-surface-muted">
        {progressText(Math.min(current + 1, steps.length), steps.length)}
      </p>
      <ol className="flex flex-wrap gap-x-4 gap-y-2">
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2"
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                  state === 'done' && 'border-primary bg-primary text-on-primary',
                  state === 'current' && 'border-primary bg-surface text-primary',
                  state === 'todo' && 'border-border bg-surface text-on-surface-muted',
                )}
              >
                {state === 'done' ? <CheckIcon width={16} height={16} /> : i + 1}
              </span>
              <span
                className={cn(
                  'text-sm',
                  state === 'current' ? 'font-semibold text-on-surface' : 'text-on-surface-muted',
                )}
              >
                {step}
                {state === 'done' && <span className="sr-only"> ({completedLabel})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
