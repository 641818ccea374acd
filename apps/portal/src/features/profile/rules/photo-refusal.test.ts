import { describe, expect, it } from 'vitest';
import { photoRefusal } from './photo-refusal';

const refusal = (error: string, params?: Record<string, unknown>) => ({
  response: { data: { status_code: 400, status_text: 'Bad Request', error, ...(params ? { params } : {}) } },
});

describe('photoRefusal: a refused card photo is said at its own field [PROF-5] [issue 23]', () => {
  it.each([
    [
      refusal('VALIDATION_FAILED - The photo is not a JPEG, PNG or WebP picture.', {
        field: 'back_image',
        key: 'image_invalid',
      }),
      { side: 'back', message: 'The photo is not a JPEG, PNG or WebP picture.' },
    ],
    [
      refusal('PAYLOAD_TOO_LARGE - The file is too large.', { field: 'front_image' }),
      { side: 'front', message: 'The file is too large.' },
    ],
    [refusal('VALIDATION_FAILED - Member ID is not valid.', { field: 'member_id' }), undefined],
    [refusal('PROFILE_LIMIT_REACHED - You have reached the limit.'), undefined],
    [new Error('Network Error'), undefined],
    [undefined, undefined],
  ])('%j → %j', (error, expected) => {
    expect(photoRefusal(error)).toEqual(expected);
  });
});
