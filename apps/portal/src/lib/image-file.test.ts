import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@portal/contract';
import { imageProblem, shrinkScales } from './image-file';

const MB = 1024 * 1024;

describe('shrinkScales: how much smaller a photo over 5 MB is drawn to fit [issue 23]', () => {
  it.each([
    // a 20 MB photo: a quarter of the pixels fits, so half of each side
    [20 * MB, 0.5],
    // a 10 MB photo: half the pixels, each side by √½
    [10 * MB, Math.SQRT1_2],
    // a photo at the limit, or under it, is never drawn larger
    [5 * MB, 1],
    [1 * MB, 1],
    [0, 1],
  ])('a photo of %i bytes is first tried at scale %f', (bytes, first) => {
    expect(shrinkScales(bytes)[0]).toBeCloseTo(first, 6);
  });

  it('then steps down by 0.7 six times in all, each smaller than the last', () => {
    const scales = shrinkScales(20 * MB);
    expect(scales).toHaveLength(6);
    scales.slice(1).forEach((scale, i) => expect(scale).toBeCloseTo(scales[i]! * 0.7, 9));
  });

  it('aims at the byte limit it is given', () => {
    expect(shrinkScales(8 * MB, 2 * MB)[0]).toBeCloseTo(0.5, 6);
    expect(shrinkScales(MAX_IMAGE_BYTES * 4)[0]).toBeCloseTo(0.5, 6);
  });
});

describe('imageProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/webp', size: MAX_IMAGE_BYTES }, null],
    [{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 'tooLarge'],
    [{ type: 'application/pdf', size: MB }, 'notImage'],
    [{ type: '', size: MB }, 'notImage'],
  ] as const)('%j: %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });
});
