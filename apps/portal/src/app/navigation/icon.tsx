import type { ComponentProps } from 'react';

export type NavIcon = (props: ComponentProps<'svg'>) => React.JSX.Element;

/** Decorative: the link beside each icon carries the destination's name. */
export const icon =
  (...paths: string[]): NavIcon =>
  (props) => (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
