import { type AnswerIssue, type SchemaRef, answerIssues } from './schema-ref';

/** To the worker: an answer's text and the schema it must fit. */
export interface CheckRequest {
  id: number;
  module: SchemaRef<unknown>['module'];
  name: string;
  text: string;
}

/** From the worker: the issues (null when it fits), or `failed` when it could not check. */
export interface CheckReply {
  id: number;
  issues: AnswerIssue[] | null;
  failed?: true;
}

interface Pending {
  ref: SchemaRef<unknown>;
  answer: unknown;
  resolve: (issues: AnswerIssue[] | null | PromiseLike<AnswerIssue[] | null>) => void;
}

/** Undefined until the first answer; null where no worker can run (then the page checks). */
let checker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function checkHere(entry: Pending) {
  entry.resolve(answerIssues(entry.ref, entry.answer));
}

function giveUpWorker() {
  checker?.terminate();
  checker = null;
  for (const entry of pending.values()) checkHere(entry);
  pending.clear();
}

/**
 * Starts the worker that checks the API's answers, if it is not running: called as a request
 * leaves, so that the worker loads zod and the schemas while the answer is on its way.
 */
export function startAnswerChecker(): void {
  if (checker !== undefined) return;
  if (typeof Worker === 'undefined') {
    checker = null;
    return;
  }
  try {
    checker = new Worker(new URL('./answer-check.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    checker = null;
    return;
  }
  checker.addEventListener('message', ({ data }: MessageEvent<CheckReply>) => {
    const entry = pending.get(data.id);
    if (!entry) return;
    pending.delete(data.id);
    if (data.failed) checkHere(entry);
    else entry.resolve(data.issues);
  });
  // The worker's script did not load (offline before it was ever cached, say): the page checks.
  checker.addEventListener('error', giveUpWorker);
  checker.addEventListener('messageerror', giveUpWorker);
}

/**
 * Whether an answer fits its response schema: null when it does, else what did not fit.
 *
 * zod's evaluation and each schema module's were tasks of 10–13 ms on every screen, 60–90 ms on a
 * phone, before the screen could take a tap; the check of a long answer more. They run in a
 * worker, which gets the answer's text; the page keeps the answer it already read from that text
 * (docs/architecture.md, "The phone's main thread"). Where the worker cannot run or could not
 * check, the page checks itself, with the same schema.
 */
export function checkAnswer(ref: SchemaRef<unknown>, text: string, answer: unknown): Promise<AnswerIssue[] | null> {
  startAnswerChecker();
  return new Promise<AnswerIssue[] | null>((resolve) => {
    const entry: Pending = { ref, answer, resolve };
    if (!checker) {
      checkHere(entry);
      return;
    }
    const id = nextId++;
    pending.set(id, entry);
    checker.postMessage({ id, module: ref.module, name: ref.name, text } satisfies CheckRequest);
  });
}
