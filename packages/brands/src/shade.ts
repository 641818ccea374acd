import { contrastRatio } from './contrast.js';
import type { ContrastResult } from './check.js';

const hex2 = (n: number) => Math.round(n).toString(16).padStart(2, '0');

function rgb(hex: string): [number, number, number] {
  const raw = hex.slice(1);
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** `colour` moved `t` (0 to 1) of the way to `towards`, in sRGB: the hue stays, only the shade changes. */
function mix(colour: [number, number, number], towards: number, t: number): string {
  return `#${colour.map((c) => hex2(c + (towards - c) * t)).join('')}`;
}

/**
 * The shade of `colour` closest to it that reaches `required`:1 against `against`: it is darkened or lightened
 * (whichever needs the smaller step, darker on a tie) in steps of 1/255. Every colour passes 4.5:1 against
 * black or white, so a shade always exists; the colour itself is returned when it already passes.
 */
export function nearestPassingShade(colour: string, against: string, required: number): string {
  const start = rgb(colour);
  const firstPassing = (towards: number) => {
    for (let step = 0; step <= 255; step++) {
      const shade = mix(start, towards, step / 255);
      if (contrastRatio(shade, against) >= required) return { step, shade };
    }
    return undefined;
  };
  const darker = firstPassing(0);
  const lighter = firstPassing(255);
  const best = [darker, lighter].filter((found) => found !== undefined).sort((a, b) => a.step - b.step)[0];
  return best?.shade ?? colour.toLowerCase();
}

const words = (role: string) => role.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * A failing contrast pair in plain words for someone choosing colours, with the nearest passing shade of either
 * colour (changing one is enough): `The primary button label is hard to read: …`.
 */
export function explainContrastFailure(
  result: Pick<ContrastResult, 'foreground' | 'background' | 'ratio' | 'required' | 'usedFor' | 'kind'>,
  colours: { foreground: string; background: string },
): { text: string; foregroundShade: string; backgroundShade: string } {
  const foregroundShade = nearestPassingShade(colours.foreground, colours.background, result.required);
  const backgroundShade = nearestPassingShade(colours.background, colours.foreground, result.required);
  const problem = result.kind === 'text' ? 'is hard to read' : 'is hard to see';
  const usedFor = result.usedFor.charAt(0).toUpperCase() + result.usedFor.slice(1);
  const text =
    `${usedFor} ${problem}: ${words(result.foreground)} ${colours.foreground} on ${words(result.background)} ` +
    `${colours.background} has a contrast of ${result.ratio.toFixed(2)} to 1, and needs at least ${result.required} ` +
    `to 1. The nearest shades that pass: ${words(result.foreground)} ${foregroundShade}, or ` +
    `${words(result.background)} ${backgroundShade}.`;
  return { text, foregroundShade, backgroundShade };
}
