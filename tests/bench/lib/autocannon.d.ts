/** The part of autocannon 9 the load worker uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  interface AutocannonRequestSpec extends AutocannonRequest {
    /** Called for every request sent; answers the request to send. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Requests in all, shared out among the connections; the run ends after the last answer. */
    amount?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    requests?: AutocannonRequestSpec[];
  }

  interface AutocannonResult {
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface AutocannonInstance extends EventEmitter {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): this;
  }

  function autocannon(options: AutocannonOptions, callback: (error: Error | null, result: AutocannonResult) => void): AutocannonInstance;
  export default autocannon;
}
