import autocannon from 'autocannon';
import { type LoadPlan, type LoadResult, ROUTES } from './load-plan';
import { percentile } from './percentile';
import { respondentKey, submissionBody } from './workload';

/**
 * The load generator, in a process of its own so it does not share an event loop with the
 * server or the bench: autocannon with keep-alive connections, every request the next respondent
 * of the seeded workload with a fresh Idempotency-Key. The bodies are built before the clock
 * starts, so building them (a millisecond for a batch of 100) is not measured as the server's
 * time. Takes a LoadPlan per IPC message, answers a LoadResult.
 */

function requestBody(plan: LoadPlan, first: number): string {
  if (plan.route !== 'batch') return JSON.stringify(submissionBody(plan.survey, first));
  const items = Array.from({ length: plan.itemsPerRequest }, (_, i) => ({
    idempotencyKey: respondentKey(plan.runId, first + i),
    ...submissionBody(plan.survey, first + i),
  }));
  return JSON.stringify({ items });
}

function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const bodies = Array.from({ length: plan.requests }, (_, n) => requestBody(plan, n * plan.itemsPerRequest));
  let nextRequest = 0;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const startedAt = process.hrtime.bigint();
  // autocannon reports its end on its 1-second tick: the run's time is taken to the last answer.
  let lastAnswerAt = startedAt;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.baseUrl,
        connections: plan.connections,
        amount: plan.requests,
        timeout: 120,
        requests: [
          {
            method: 'POST',
            path: ROUTES[plan.route],
            setupRequest: (request) => {
              const n = nextRequest;
              nextRequest += 1;
              const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${plan.token}` };
              if (plan.route !== 'batch') headers['idempotency-key'] = respondentKey(plan.runId, n);
              return { ...request, headers, body: bodies[n] };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          statuses,
          errors: result.errors,
          timeouts: result.timeouts,
          seconds: Number(lastAnswerAt - startedAt) / 1e9,
          latencyMs: {
            p50: percentile(latencies, 50),
            p95: percentile(latencies, 95),
            p99: percentile(latencies, 99),
            max: latencies[latencies.length - 1] ?? 0,
          },
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAnswerAt = process.hrtime.bigint();
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

process.on('message', (plan: LoadPlan) => {
  runLoad(plan).then(
    (result) => process.send?.(result),
    (error: Error) => {
      console.error(`load failed: ${error.message}`);
      process.exit(1);
    },
  );
});
// Ends with the bench: the IPC channel closing is the bench going away.
process.on('disconnect', () => process.exit(0));
