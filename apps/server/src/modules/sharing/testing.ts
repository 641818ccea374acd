import type { GrantAccess } from '@portal/contract';

type Get = (
  url: string,
  headers: Record<string, string>,
) => Promise<{
  statusCode: number;
  json: () => { content: { accesses: GrantAccess[]; next_cursor: string | null } };
}>;

/** A grant's whole access log as its patient reads it: every page, first to last, newest first. */
export async function wholeAccessLog(get: Get, grantId: string, headers: Record<string, string>) {
  const entries: GrantAccess[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await get(
      `/v1/patient/sharing/${grantId}/accesses${cursor ? `?cursor=${cursor}` : ''}`,
      headers,
    );
    if (page.statusCode !== 200) throw new Error(`access log page ${pages + 1}: ${page.statusCode}`);
    const content = page.json().content;
    entries.push(...content.accesses);
    cursor = content.next_cursor;
    pages += 1;
  } while (cursor);
  return { entries, pages };
}
