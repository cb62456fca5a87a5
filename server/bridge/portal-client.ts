import { BRIDGE_OBJECTS_PATH } from '../../core/api/scanner-bridge-api.ts';
import type { WorklistQuery } from '../../core/dicom/worklist-match.ts';
import type { BridgeConfig } from './bridge-config.ts';

export interface BridgeScanner {
  id: string;
  name: string;
  aeTitle: string;
  calledAeTitle: string;
  /** The centre's time zone; absent in a scanner.json kept by an older bridge. */
  timeZone?: string;
}

/** What became of one upload: kept (or already kept), refused for good, or worth another try. */
export type UploadResult = { kind: 'done' } | { kind: 'refused'; status: number } | { kind: 'retry'; why: string };

/** Statuses that will not change by sending the same bytes again. */
const PERMANENT = new Set([400, 413, 415, 422]);

/** The portal's bridge API over HTTPS, the bridge token as the bearer. */
export function portalClient(config: BridgeConfig) {
  const headers = { authorization: `Bearer ${config.token}` };
  const url = (path: string) => `${config.portalUrl}${path}`;

  async function json<T>(path: string): Promise<T> {
    const res = await fetch(url(path), { headers, signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`portal answered ${res.status} to ${path.split('?')[0]}`);
    return (await res.json()) as T;
  }

  return {
    scanner: () => json<BridgeScanner>('/api/bridge/scanner'),

    async worklist(query: WorklistQuery): Promise<Record<string, unknown>[]> {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
      const answer = await json<{ items: Record<string, unknown>[] }>(`/api/bridge/worklist?${params}`);
      return answer.items;
    },

    async upload(bytes: Buffer): Promise<UploadResult> {
      try {
        const res = await fetch(url(BRIDGE_OBJECTS_PATH), {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/dicom' },
          body: bytes,
          // A 20 MB cine over a slow line: generous, but never stuck for ever.
          signal: AbortSignal.timeout(300_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return { kind: 'done' };
        if (PERMANENT.has(res.status)) return { kind: 'refused', status: res.status };
        return { kind: 'retry', why: `portal answered ${res.status}` };
      } catch (error) {
        return { kind: 'retry', why: error instanceof Error ? error.name : 'network error' };
      }
    },
  };
}

export type PortalClient = ReturnType<typeof portalClient>;
