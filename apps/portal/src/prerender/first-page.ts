/**
 * A signed-in page's first load, declared for the server (issue 28): the page cannot be rendered by the server
 * (the session is in browser storage, spec), so its HTML names what the page will need instead. `modules` are
 * the page's code at every level (frame, page, the header's care switch, the HTTP client, what the layout loads
 * after it), by source path; `reads` are the API
 * reads its first render sends without a choice of the patient's (their keys, as the data hooks ask for them).
 */
export interface FirstPage {
  modules: string[];
  reads: string[];
}

const signedInFrame = [
  'src/app/signed-in-frame.tsx',
  'src/features/sharing/components/care-switch.tsx',
  'src/lib/api-client.ts',
  'src/app/idle-session.tsx',
  'src/app/notifications.tsx',
];

/** The header's and the frame's reads, on every signed-in page. */
const frameReads = [
  '/v1/patient/care',
  '/v1/patient/gatepass',
  '/v1/patient/settings',
  '/v1/datapull/status',
];

export const FIRST_PAGES: Record<string, FirstPage> = {
  '/home': {
    modules: [
      ...signedInFrame,
      'src/features/records/screens/records-layout.tsx',
      'src/features/home/screens/home-screen.tsx',
    ],
    reads: [
      ...frameReads,
      '/v1/patient/gatepass/property?key=welcome_seen',
      '/v1/account/authenticators',
      '/v1/patient/insights',
      '/v1/patient/gatepass/property?key=insights_disclaimer_acknowledged',
    ],
  },
};

/** A chunk of the build as the bundle describes it: its file, the source files in it, the files it imports. */
export interface BuiltChunk {
  file: string;
  modules: string[];
  imports: string[];
}

/**
 * The files that run `modules` (source paths under the portal), with every chunk they import, as `/`-rooted
 * paths, leaving out the entry's (`entry` and what it imports: the built index.html names those already).
 */
export function firstPageChunks(chunks: BuiltChunk[], entry: string, modules: string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const reach = (files: string[], skip: Set<string>) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || skip.has(file)) return;
      reached.add(file);
      for (const dependency of byFile.get(file)?.imports ?? []) visit(dependency);
    };
    files.forEach(visit);
    return reached;
  };
  const loaded = reach([entry], new Set());
  const files = modules.map((module) => {
    const chunk = chunks.find((c) => c.modules.some((id) => id.endsWith(`/${module}`)));
    if (!chunk) throw new Error(`no chunk of the build holds ${module}`);
    return chunk.file;
  });
  return [...reach(files, loaded)].map((file) => `/${file}`);
}

/** Where the first reads wait for the app (src/lib/first-reads.ts takes them). */
export const FIRST_READS_GLOBAL = '__portalFirstReads';

/**
 * The page's first script, inline in its HTML (the server allows it by its hash): it sends `reads` with the
 * stored session at once, while the app's code downloads, and leaves each answer for the app's HTTP client to
 * take. Only this origin's paths, so the token goes nowhere else; not while reading as someone cared for (those
 * reads carry a grant); the token and language it sent are kept, so the app takes an answer only if it would have
 * sent the same request.
 */
export function firstReadsScript(reads: string[]): string {
  return `(()=>{try{const s=localStorage,t=s.getItem('access_token');if(!t||sessionStorage.getItem('portal.readingAs'))return;const l=(s.getItem('i18nextLng')||'').slice(0,2),h={Authorization:'Bearer '+t};for(const[n,k]of[['Id-Authorization','id_token'],['Refresh-Authorization','refresh_token'],['X-CSRFToken','web_token']]){const v=s.getItem(k);if(v)h[n]=v}if(l)h['Accept-Language']=l;const r={};for(const u of ${JSON.stringify(reads)})r[u]=fetch(u,{headers:h}).then(a=>a.ok?a.json().then(b=>({status:a.status,body:b})):undefined,()=>undefined);window.${FIRST_READS_GLOBAL}={token:t,language:l,reads:r}}catch{}})();`;
}
