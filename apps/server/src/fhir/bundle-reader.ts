import { isForbiddenKey, parseJsonSafely } from './safe-json.js';
import type { Bundle, BundleEntry } from './types.js';

/*
 * Streaming reader for a FHIR Bundle: yields `entry` items one at a time from a byte stream, so a bundle of any
 * size imports in memory bounded by its largest single entry. It is a byte scanner that only tracks nesting and
 * string state; each entry's bytes are handed to JSON.parse (native, fast; without prototype keys, see safe-json.ts) once its closing brace arrives.
 * Top-level fields other than `entry` (resourceType, type, total, link…) are parsed into `header`, which the
 * caller reads after the iteration (a search page's `link[next]` may come after its entries).
 */

export interface BundleReadOptions {
  /** Filled with the bundle's top-level fields other than `entry` as they are read. */
  header?: Partial<Bundle>;
  /** Refuse an entry larger than this many bytes (a malformed or hostile body). */
  maxEntryBytes?: number;
}

type Chunk = Uint8Array | string;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

const MAX_HEADER_VALUE_BYTES = 1 << 20;
const decoder = new TextDecoder();

export class BundleFormatError extends Error {
  override name = 'BundleFormatError';
}

export async function* readBundleEntries(
  source: AsyncIterable<Chunk> | Iterable<Chunk>,
  options: BundleReadOptions = {},
): AsyncGenerator<BundleEntry> {
  const header = options.header ?? {};
  const maxEntryBytes = options.maxEntryBytes ?? 64 << 20;

  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectKey = false;
  let topKey = '';
  let inEntries = false;
  let sawTopLevel = false;

  // One capture at a time: a top-level key, a top-level value, or one entry.
  let capture: 'none' | 'key' | 'value' | 'entry' = 'none';
  let parts: Uint8Array[] = [];
  let partsBytes = 0;
  let captureFrom = 0;

  const finish = (chunk: Uint8Array, end: number): string => {
    const last = chunk.subarray(captureFrom, end);
    let text: string;
    if (parts.length === 0) text = decoder.decode(last);
    else {
      parts.push(last);
      text = decoder.decode(Buffer.concat(parts));
    }
    parts = [];
    partsBytes = 0;
    capture = 'none';
    return text;
  };

  for await (const raw of source as AsyncIterable<Chunk>) {
    const chunk = typeof raw === 'string' ? Buffer.from(raw) : raw;
    const ready: BundleEntry[] = [];
    const n = chunk.length;
    for (let i = 0; i < n; i++) {
      const c = chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (capture === 'key') {
            topKey = finish(chunk, i);
            expectKey = false;
          }
        }
        continue;
      }
      switch (c) {
        case QUOTE:
          inString = true;
          if (depth === 1 && expectKey) {
            capture = 'key';
            captureFrom = i + 1;
          }
          break;
        case OPEN_BRACE:
        case OPEN_BRACKET:
          if (depth === 1 && topKey === 'entry' && c === OPEN_BRACKET && capture === 'none') inEntries = true;
          else if (depth === 2 && inEntries && c === OPEN_BRACE) {
            capture = 'entry';
            captureFrom = i;
          }
          depth++;
          if (depth === 1) {
            if (c !== OPEN_BRACE) throw new BundleFormatError('a bundle must be a JSON object');
            sawTopLevel = true;
            expectKey = true;
          }
          break;
        case CLOSE_BRACE:
        case CLOSE_BRACKET:
          depth--;
          if (depth === 2 && capture === 'entry') {
            ready.push(parseJsonSafely(finish(chunk, i + 1)) as BundleEntry);
          } else if (depth === 1 && inEntries && c === CLOSE_BRACKET) {
            inEntries = false;
          } else if (depth === 0 && capture === 'value') {
            setHeader(header, topKey, finish(chunk, i));
          }
          break;
        case COLON:
          if (depth === 1 && topKey !== 'entry') {
            capture = 'value';
            captureFrom = i + 1;
          }
          break;
        case COMMA:
          if (depth === 1) {
            if (capture === 'value') setHeader(header, topKey, finish(chunk, i));
            expectKey = true;
          }
          break;
        default:
          break;
      }
    }
    if (capture !== 'none') {
      const rest = chunk.subarray(captureFrom);
      parts.push(capture === 'key' || capture === 'value' ? Uint8Array.from(rest) : rest);
      partsBytes += rest.length;
      captureFrom = 0;
      const limit = capture === 'entry' ? maxEntryBytes : MAX_HEADER_VALUE_BYTES;
      if (partsBytes > limit)
        throw new BundleFormatError(`a bundle ${capture} is larger than ${limit} bytes`);
    }
    for (const entry of ready) yield entry;
  }
  if (!sawTopLevel || depth !== 0 || inString) throw new BundleFormatError('the bundle ended early');
}

function setHeader(header: Partial<Bundle>, key: string, text: string): void {
  if (isForbiddenKey(key)) return;
  (header as Record<string, unknown>)[key] = parseJsonSafely(text);
}

/** The `next` page link of a search Bundle, if any. */
export function nextLink(bundle: Partial<Bundle>): string | undefined {
  return bundle.link?.find((l) => l.relation === 'next')?.url;
}
