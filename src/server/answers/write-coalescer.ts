import { isDataError } from '../db/errors';

/**
 * Group commit: callers queue items and get a promise; one writer at a time takes everything
 * queued and writes it with `writeBatch` (one transaction), then settles each caller. A commit
 * waits for the disk (fsync), so writing the items that arrived meanwhile together turns many
 * commits into one, while each caller still hears back only after its item is on disk.
 *
 * Before each transaction the writer lets the event loop turn a few times, so requests already
 * read off their sockets get through their checks and join it: on SQLite, whose statements never
 * yield to the event loop, a writer that started at once would find most of them still on their
 * way.
 */
export interface WriteCoalescer<T, R> {
  write(item: T): Promise<R>;
}

// A request read off its socket passes its token check and its questionnaire read in a turn or two.
const TURNS_BEFORE_WRITING = 3;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export interface CoalescerOptions<T, R> {
  /** Writes the items in one transaction, answering one result per item, in order. */
  writeBatch(items: T[]): Promise<R[]>;
  /** An item's size (e.g. its number of rows); a batch stops growing at `maxBatchWeight`. */
  weightOf(item: T): number;
  maxBatchWeight: number;
}

interface Queued<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export function createWriteCoalescer<T, R>(options: CoalescerOptions<T, R>): WriteCoalescer<T, R> {
  const queue: Queued<T, R>[] = [];
  let writing = false;

  /** The oldest items up to the weight limit, and always at least one. */
  function takeBatch(): Queued<T, R>[] {
    let weight = options.weightOf(queue[0].item);
    let count = 1;
    while (count < queue.length) {
      const next = options.weightOf(queue[count].item);
      if (weight + next > options.maxBatchWeight) break;
      weight += next;
      count += 1;
    }
    return queue.splice(0, count);
  }

  async function write(batch: Queued<T, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await options.writeBatch(batch.map((entry) => entry.item));
      if (results.length !== batch.length) throw new Error(`writeBatch answered ${results.length} results for ${batch.length} items`);
    } catch (error) {
      // The transaction rolled back whole. When the data broke a rule (a questionnaire deleted
      // since the check, say), which item did is not known: each is tried again on its own, so
      // one bad item fails alone. An outage fails them all alike: every caller hears it at once.
      if (batch.length > 1 && isDataError(error)) {
        for (const entry of batch) await write([entry]);
      } else {
        for (const entry of batch) entry.reject(error);
      }
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index]));
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      // Ends when the queue is empty; every round takes at least one item.
      while (queue.length > 0) {
        for (let turn = 0; turn < TURNS_BEFORE_WRITING; turn += 1) await nextTurn();
        await write(takeBatch());
      }
    } catch (error) {
      // Nothing planned throws here (`write` settles its batch itself), but whatever does must
      // not leave a caller waiting forever.
      for (const entry of queue.splice(0)) entry.reject(error);
    } finally {
      writing = false;
    }
  }

  return {
    write(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}
