import type { RateLimit } from '../../limits.js';

/**
 * [SHARE-2] Opens of share links (`POST /v1/shared/open`), counted before the link is looked up or its passcode
 * compared: a passcode is one password hash, so the limits bound the hashing a flood can ask for (issue 26).
 *
 * One link, 30 per 15 minutes from anywhere: its recipient opens it once, then again each time the 15-minute view
 * runs out or a passcode is retyped, a few times an hour; a clinic passing it among its staff a few more. Thirty is
 * ten times that, and caps a flood on one link, from however many addresses, at 30 hashes (about 3 s of one core).
 *
 * One address, 60 per 15 minutes over every link: a clinic behind one address opens links from many patients; a
 * flood from one address gets 60 hashes, and a guesser of keys (256 bits each) 60 guesses.
 */
export const SHARE_OPENS_PER_LINK = 30;
export const SHARE_OPENS_PER_ADDRESS = 60;
const WINDOW_SECONDS = 15 * 60;

export interface ShareOpenLimits {
  shareOpenPerLink: RateLimit;
  shareOpenPerIp: RateLimit;
}

export const shareOpenLimits = (
  scaled: (max: number, windowSeconds: number) => RateLimit,
): ShareOpenLimits => ({
  shareOpenPerLink: scaled(SHARE_OPENS_PER_LINK, WINDOW_SECONDS),
  shareOpenPerIp: scaled(SHARE_OPENS_PER_ADDRESS, WINDOW_SECONDS),
});
