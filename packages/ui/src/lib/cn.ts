import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, fromTheme, validators as v } from 'tailwind-merge';

/*
 * tailwind-merge's default config knows every Tailwind utility: ~6.7 KiB gzip on every page, the login page first
 * (issue 28), and a class map of all of them built on the first merge. This config has only the class groups in
 * which the classes our components draw, their stories and the portal pass conflict, each with its family (p with
 * px…pl, rounded with its corners, border widths and colours with their sides), defined as tailwind-merge defines
 * them: same names, values, validators and order, so a class is read as the full config reads it. A class of no
 * group here is kept as it is, which is what the full config does too unless another class of its group follows.
 * cn.test.ts merges each class a component draws with every one of those classes after it (and the classes of a
 * portal file that calls cn with each other) and fails on any pair the full config merges otherwise: when it names a
 * pair, add that group here as tailwind-merge's default config has it.
 */
const color = fromTheme('color');
const spacing = () => [v.isArbitraryVariable, v.isArbitraryValue, fromTheme('spacing')];
const inset = () => [v.isFraction, 'full', 'auto', ...spacing()];
const margin = () => ['auto', ...spacing()];
const sizing = () => [
  v.isFraction,
  'auto',
  'full',
  'dvw',
  'dvh',
  'lvw',
  'lvh',
  'svw',
  'svh',
  'min',
  'max',
  'fit',
  ...spacing(),
];
const colors = () => [color, v.isArbitraryVariable, v.isArbitraryValue];
const alignSecondary = () => ['start', 'end', 'center', 'stretch', 'center-safe', 'end-safe'];
const radius = () => ['', 'none', 'full', fromTheme('radius'), v.isArbitraryVariable, v.isArbitraryValue];
const borderWidth = () => ['', v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength];
const lineStyle = () => ['solid', 'dashed', 'dotted', 'double'];
const translate = () => [v.isFraction, 'full', ...spacing()];
const sides = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const;
/** One group per side with the same values: `px`…`pl` (classes `px-*`…), `border-w-x`… (classes `border-x-*`…). */
const perSide = (group: string, prefix: string, values: () => unknown[]) =>
  Object.fromEntries(sides.map((side) => [group + side, [{ [prefix + side]: values() }]]));
const sideIds = (group: string, which: string) => [...which].map((side) => group + side);

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {
    animate: ['spin', 'ping', 'pulse', 'bounce'],
    breakpoint: [v.isTshirtSize],
    color: [v.isAny],
    container: [v.isTshirtSize],
    font: [v.isAnyNonArbitrary],
    'font-weight': [
      'thin',
      'extralight',
      'light',
      'normal',
      'medium',
      'semibold',
      'bold',
      'extrabold',
      'black',
    ],
    leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose'],
    // Our radius scale has custom names (the brand's), besides Tailwind's sizes.
    radius: [v.isTshirtSize, 'brand', 'button', 'card'],
    shadow: [v.isTshirtSize],
    spacing: ['px', v.isNumber],
    text: [v.isTshirtSize],
  },
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'table',
      'inline-table',
      'table-caption',
      'table-cell',
      'table-column',
      'table-column-group',
      'table-footer-group',
      'table-header-group',
      'table-row-group',
      'table-row',
      'flow-root',
      'grid',
      'inline-grid',
      'contents',
      'list-item',
      'hidden',
    ],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: inset() }],
    'inset-x': [{ 'inset-x': inset() }],
    end: [{ 'inset-e': inset(), end: inset() }],
    top: [{ top: inset() }],
    left: [{ left: inset() }],
    z: [{ z: [v.isInteger, 'auto', v.isArbitraryVariable, v.isArbitraryValue] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    flex: [{ flex: [v.isNumber, v.isFraction, 'auto', 'initial', 'none', v.isArbitraryValue] }],
    shrink: [{ shrink: ['', v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    'grid-cols': [
      { 'grid-cols': [v.isInteger, 'none', 'subgrid', v.isArbitraryVariable, v.isArbitraryValue] },
    ],
    gap: [{ gap: spacing() }],
    'gap-x': [{ 'gap-x': spacing() }],
    'gap-y': [{ 'gap-y': spacing() }],
    'justify-content': [
      {
        justify: [
          'start',
          'end',
          'center',
          'between',
          'around',
          'evenly',
          'stretch',
          'baseline',
          'center-safe',
          'end-safe',
          'normal',
        ],
      },
    ],
    'align-items': [{ items: [...alignSecondary(), { baseline: ['', 'last'] }] }],
    'align-self': [{ self: ['auto', ...alignSecondary(), { baseline: ['', 'last'] }] }],
    p: [{ p: spacing() }],
    ...perSide('p', 'p', spacing),
    m: [{ m: margin() }],
    ...perSide('m', 'm', margin),
    size: [{ size: sizing() }],
    w: [{ w: [fromTheme('container'), 'screen', ...sizing()] }],
    'max-w': [
      {
        'max-w': [
          fromTheme('container'),
          'screen',
          'none',
          'prose',
          { screen: [fromTheme('breakpoint')] },
          ...sizing(),
        ],
      },
    ],
    h: [{ h: ['screen', 'lh', ...sizing()] }],
    'min-h': [{ 'min-h': ['screen', 'lh', 'none', ...sizing()] }],
    'max-h': [{ 'max-h': ['screen', 'lh', 'none', ...sizing()] }],
    'font-size': [{ text: ['base', fromTheme('text'), v.isArbitraryVariableLength, v.isArbitraryLength] }],
    'font-weight': [{ font: [fromTheme('font-weight'), v.isArbitraryVariableWeight, v.isArbitraryWeight] }],
    'font-family': [{ font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, fromTheme('font')] }],
    leading: [{ leading: ['none', fromTheme('leading'), ...spacing()] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', v.isArbitraryVariable, v.isArbitraryValue] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: colors() }],
    'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
    whitespace: [{ whitespace: ['normal', 'nowrap', 'pre', 'pre-line', 'pre-wrap', 'break-spaces'] }],
    break: [{ break: ['normal', 'words', 'all', 'keep'] }],
    'bg-color': [{ bg: colors() }],
    rounded: [{ rounded: radius() }],
    ...Object.fromEntries(
      ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map((corner) => [
        `rounded-${corner}`,
        [{ [`rounded-${corner}`]: radius() }],
      ]),
    ),
    'border-w': [{ border: borderWidth() }],
    ...perSide('border-w-', 'border-', borderWidth),
    'border-collapse': [{ border: ['collapse', 'separate'] }],
    'border-color': [{ border: colors() }],
    ...perSide('border-color-', 'border-', colors),
    'outline-style': [{ outline: [...lineStyle(), 'none', 'hidden'] }],
    'outline-offset': [{ 'outline-offset': [v.isNumber, v.isArbitraryVariable, v.isArbitraryValue] }],
    'outline-w': [{ outline: ['', v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    shadow: [
      {
        shadow: ['', 'inner', 'none', fromTheme('shadow'), v.isArbitraryVariableShadow, v.isArbitraryShadow],
      },
    ],
    transition: [
      {
        transition: [
          '',
          'all',
          'colors',
          'opacity',
          'shadow',
          'transform',
          'none',
          v.isArbitraryVariable,
          v.isArbitraryValue,
        ],
      },
    ],
    animate: [{ animate: ['none', fromTheme('animate'), v.isArbitraryVariable, v.isArbitraryValue] }],
    'translate-y': [{ 'translate-y': translate() }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  },
  conflictingClassGroups: {
    inset: ['inset-x', 'end', 'top', 'left'],
    'inset-x': ['end', 'left'],
    flex: ['shrink'],
    gap: ['gap-x', 'gap-y'],
    p: sideIds('p', 'xysetrbl'),
    px: sideIds('p', 'serl'),
    py: sideIds('p', 'tb'),
    m: sideIds('m', 'xysetrbl'),
    mx: sideIds('m', 'serl'),
    my: sideIds('m', 'tb'),
    size: ['w', 'h'],
    'font-size': ['leading'],
    rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
      (c) => `rounded-${c}`,
    ),
    'rounded-s': ['rounded-ss', 'rounded-es'],
    'rounded-e': ['rounded-se', 'rounded-ee'],
    'rounded-t': ['rounded-tl', 'rounded-tr'],
    'rounded-r': ['rounded-tr', 'rounded-br'],
    'rounded-b': ['rounded-br', 'rounded-bl'],
    'rounded-l': ['rounded-tl', 'rounded-bl'],
    'border-w': sideIds('border-w-', 'xysetrbl'),
    'border-w-x': sideIds('border-w-', 'serl'),
    'border-w-y': sideIds('border-w-', 'tb'),
    'border-color': sideIds('border-color-', 'xysetrbl'),
    'border-color-x': sideIds('border-color-', 'serl'),
    'border-color-y': sideIds('border-color-', 'tb'),
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
}));

/** Joins class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
