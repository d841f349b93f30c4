/** An HTTP answer as the outage tests read it: status, Retry-After, the JSON body, and when it came. */
export interface HttpAnswer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
  at: number;
}

/** One request with a deadline; a body that is not JSON is kept as `{ text }`. */
export async function fetchAnswer(url: string, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body, at: Date.now() };
}
