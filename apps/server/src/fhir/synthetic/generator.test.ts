import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TREND_LOINC_CODES, LOINC, RECORD_CATEGORY_RESOURCE } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { readBundleEntries } from '../bundle-reader.js';
import { normaliseResource } from '../normalise.js';
import type { Bundle, BundleEntry, Patient } from '../types.js';
import {
  generateSyntheticEntries,
  SYNTHETIC_IDENTIFIER_SYSTEM,
  SYNTHETIC_TAG,
  syntheticBundleChunks,
} from './generator.js';

const generate = (seed: number, resources: number) => [...generateSyntheticEntries({ seed, resources })];

describe('the synthetic-patient generator', () => {
  it('gives the same bundle for the same seed and size', () => {
    expect(JSON.stringify(generate(42, 600))).toBe(JSON.stringify(generate(42, 600)));
  });

  it('gives a different patient for another seed', () => {
    expect(JSON.stringify(generate(42, 600))).not.toBe(JSON.stringify(generate(43, 600)));
  });

  it.each([1, 2, 17, 18, 19, 100, 999, 5000])('makes exactly %i resources', (size) => {
    expect(generate(3, size)).toHaveLength(size);
  });

  it('makes 50,000 resources with unique ids', () => {
    const ids = new Set<string>();
    let count = 0;
    for (const e of generateSyntheticEntries({ seed: 1, resources: 50_000 })) {
      ids.add(`${e.resource!.resourceType}/${e.resource!.id}`);
      count++;
    }
    expect(count).toBe(50_000);
    expect(ids.size).toBe(50_000);
  });

  describe('given a 1,000-resource patient', () => {
    const entries = generate(1, 1000);
    const resources = entries.map((e) => e.resource!);
    const rows = resources.flatMap((r) => normaliseResource(r));
    const codes = new Set(rows.map((r) => r.row.code));

    it('starts with a Patient marked synthetic by identifier system and tag', () => {
      const patient = resources[0] as Patient;
      expect(patient.resourceType).toBe('Patient');
      expect(patient.identifier?.[0]?.system).toBe(SYNTHETIC_IDENTIFIER_SYSTEM);
      expect(patient.address?.length).toBeGreaterThanOrEqual(2);
    });

    it('tags every resource as synthetic', () => {
      expect(resources.filter((r) => !r.meta?.tag?.some((t) => t.code === SYNTHETIC_TAG.code))).toEqual([]);
    });

    it.each(Object.values(RECORD_CATEGORY_RESOURCE))('has %s resources', (resourceType) => {
      expect(resources.some((r) => r.resourceType === resourceType)).toBe(true);
    });

    it.each(
      Object.entries(TREND_LOINC_CODES).flatMap(([category, list]) => list.map((code) => [category, code])),
    )('has observations for trend %s (LOINC %s) with a unit and a reference range', (_category, code) => {
      const matching = rows.filter((r) => r.row.code === code);
      expect(matching.length).toBeGreaterThan(5);
      for (const { row } of matching) {
        expect(row.unit).toBeTruthy();
        expect(typeof row.value).toBe('number');
        expect(row.ref_low ?? row.ref_high).not.toBeNull();
      }
    });

    it('uses both blood-pressure panel codes', () => {
      const panels = resources.map((r) => JSON.stringify((r as { code?: unknown }).code ?? ''));
      expect(panels.some((c) => c.includes(LOINC.bpPanel))).toBe(true);
      expect(panels.some((c) => c.includes(LOINC.bpPanelSynthea))).toBe(true);
      expect(codes.has(LOINC.bpPanel)).toBe(false);
    });

    it.each([
      [LOINC.bmi, 15, 50],
      [LOINC.heartRate, 40, 130],
      [LOINC.systolic, 80, 200],
      [LOINC.diastolic, 40, 120],
      [LOINC.oxygenSaturation, 85, 100],
      [LOINC.respiratoryRate, 8, 30],
      [LOINC.weight, 40, 160],
      [LOINC.hdl, 20, 100],
      [LOINC.ldl, 30, 250],
      [LOINC.totalCholesterol, 100, 320],
      [LOINC.creatinineSerum, 0.3, 3],
      [LOINC.hba1c, 4, 12],
    ])('keeps LOINC %s within realistic bounds [%d, %d]', (code, low, high) => {
      const values = rows.filter((r) => r.row.code === code).map((r) => r.row.value!);
      expect(Math.min(...values)).toBeGreaterThanOrEqual(low);
      expect(Math.max(...values)).toBeLessThanOrEqual(high);
    });

    it('spreads the visits over years of history', () => {
      const dates = rows
        .map((r) => r.row.date)
        .filter((d): d is string => d !== null)
        .sort();
      const years = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / (365.25 * 86_400_000);
      expect(years).toBeGreaterThan(9);
    });
  });

  it('streams a valid transaction bundle that reads back entry for entry', async () => {
    const header: Partial<Bundle> = {};
    const read: BundleEntry[] = [];
    for await (const e of readBundleEntries(syntheticBundleChunks({ seed: 5, resources: 300 }), { header }))
      read.push(e);
    expect(header.type).toBe('transaction');
    expect(read).toEqual(generate(5, 300));
  });

  it('has a CLI that writes the bundle to stdout', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--seed', '9', '--resources', '250'],
      {
        maxBuffer: 64 << 20,
      },
    );
    const bundle = JSON.parse(stdout) as Bundle;
    expect(bundle.entry).toHaveLength(250);
    expect(bundle.entry).toEqual(JSON.parse(JSON.stringify(generate(9, 250))));
  });
});
