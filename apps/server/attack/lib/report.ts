/** What the attack found: every probe's verdict, the figures, and the failures that make the run exit non-zero. */
export interface ProbeResult {
  group: string;
  name: string;
  ok: boolean;
  /** Why it failed, or a figure worth printing when it passed. */
  detail?: string;
  skipped?: boolean;
}

export class Report {
  readonly probes: ProbeResult[] = [];
  readonly figures: Record<string, string | number> = {};
  /** Requests sent in all, and answers with a status of 500 or more among them. */
  requests = 0;
  serverErrors = 0;
  readonly serverErrorSamples: string[] = [];
  leaks = 0;
  idorCells = 0;

  constructor(readonly label: string) {}

  pass(group: string, name: string, detail?: string) {
    this.probes.push({ group, name, ok: true, ...(detail ? { detail } : {}) });
  }

  fail(group: string, name: string, detail: string) {
    this.probes.push({ group, name, ok: false, detail });
  }

  skip(group: string, name: string, detail: string) {
    this.probes.push({ group, name, ok: true, skipped: true, detail });
  }

  check(group: string, name: string, ok: boolean, detail: string) {
    if (ok) this.pass(group, name, detail);
    else this.fail(group, name, detail);
  }

  /** Runs one probe; an exception is a failure of that probe, not of the run. */
  async probe(group: string, name: string, body: () => Promise<string | void>): Promise<void> {
    try {
      const detail = await body();
      this.pass(group, name, detail ?? undefined);
    } catch (error) {
      this.fail(group, name, error instanceof Error ? error.message : String(error));
    }
  }

  countAnswer(status: number, what: string) {
    this.requests += 1;
    if (status >= 500) {
      this.serverErrors += 1;
      if (this.serverErrorSamples.length < 10) this.serverErrorSamples.push(`${status} ${what}`);
    }
  }

  get failures(): ProbeResult[] {
    return this.probes.filter((p) => !p.ok);
  }

  print(): string {
    const lines: string[] = [];
    lines.push(`\n=== attack report: ${this.label} ===`);
    let group = '';
    for (const p of this.probes) {
      if (p.group !== group) {
        group = p.group;
        lines.push(`\n[${group}]`);
      }
      const mark = p.skipped ? 'SKIP' : p.ok ? ' ok ' : 'FAIL';
      lines.push(`  ${mark}  ${p.name}${p.detail ? ` — ${p.detail}` : ''}`);
    }
    lines.push('\n[figures]');
    lines.push(`  probes: ${this.probes.length} (${this.failures.length} failed)`);
    lines.push(`  requests sent: ${this.requests}`);
    lines.push(`  answers >= 500: ${this.serverErrors}`);
    for (const sample of this.serverErrorSamples) lines.push(`    ${sample}`);
    lines.push(`  leaks found: ${this.leaks}`);
    lines.push(`  IDOR cells: ${this.idorCells}`);
    for (const [key, value] of Object.entries(this.figures)) lines.push(`  ${key}: ${value}`);
    return lines.join('\n');
  }
}
