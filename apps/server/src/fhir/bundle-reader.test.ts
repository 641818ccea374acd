import { describe, expect, it } from 'vitest';
import { BundleFormatError, nextLink, readBundleEntries } from './bundle-reader.js';
import type { Bundle } from './types.js';

async function collect(chunks: Iterable<string | Uint8Array>, header?: Partial<Bundle>) {
  const out = [];
  for await (const entry of readBundleEntries(chunks, header ? { header } : {})) out.push(entry);
  return out;
}

function split(text: string, size: number): Uint8Array[] {
  const bytes = Buffer.from(text);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

const bundle = {
  resourceType: 'Bundle',
  type: 'searchset',
  total: 3,
  entry: [
    {
      fullUrl: 'urn:uuid:1',
      resource: { resourceType: 'Patient', id: '1', name: [{ family: 'Núñez "{[' }] },
    },
    { resource: { resourceType: 'Observation', id: '2', note: 'brace } and \\ backslash ] and ünïcödé 😀' } },
    { resource: { resourceType: 'Condition', id: '3', nested: { deep: [[{ a: [] }]] } } },
  ],
  link: [{ relation: 'next', url: 'http://x/Patient?_offset=3' }],
};
const text = JSON.stringify(bundle, null, 1);

describe('readBundleEntries', () => {
  it.each([1, 2, 3, 7, 64, 100_000])(
    'yields the same entries as JSON.parse when split into %i-byte chunks',
    async (size) => {
      const header: Partial<Bundle> = {};
      expect(await collect(split(text, size), header)).toEqual(bundle.entry);
      expect(header).toEqual({ resourceType: 'Bundle', type: 'searchset', total: 3, link: bundle.link });
      expect(nextLink(header)).toBe('http://x/Patient?_offset=3');
    },
  );

  it('reads the header whether it comes before or after the entries', async () => {
    const header: Partial<Bundle> = {};
    const entries = await collect(
      [`{"entry":[{"resource":{"resourceType":"A","id":"x"}}],"resourceType":"Bundle","total":1}`],
      header,
    );
    expect(entries).toHaveLength(1);
    expect(header).toEqual({ resourceType: 'Bundle', total: 1 });
  });

  it('reads a bundle without entries', async () => {
    expect(await collect(['{"resourceType":"Bundle","type":"searchset","total":0}'])).toEqual([]);
  });

  it.each([
    ['a truncated bundle', '{"resourceType":"Bundle","entry":[{"resource":{}}'],
    ['an array instead of a bundle', '[1,2]'],
    ['an empty body', ''],
  ])('refuses %s', async (_name, body) => {
    await expect(collect([body])).rejects.toBeInstanceOf(BundleFormatError);
  });

  it('refuses an entry larger than the limit', async () => {
    const big = `{"entry":[{"resource":{"x":"${'a'.repeat(5000)}"}}]}`;
    const read = async () => {
      for await (const _ of readBundleEntries(split(big, 100), { maxEntryBytes: 1000 })) void _;
    };
    await expect(read()).rejects.toThrow(/larger than 1000 bytes/);
  });
});
