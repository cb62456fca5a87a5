// autocannon ships no types and @types/autocannon lags behind v9; this declares only what the
// benchmark uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    timeout?: number;
    body?: string;
    /** Requests a second across all connections: an offered rate instead of a closed loop. */
    overallRate?: number;
    /** Per-request changes: setupRequest gets each request before it is sent (headers, body). */
    requests?: { setupRequest?: (request: { headers?: Record<string, string> }) => object }[];
  }

  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { total: number; average: number };
  }

  export interface Instance extends EventEmitter {
    stop(): void;
  }

  export default function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
}
