/**
 * Group commit: callers queue items and get a promise; one writer at a time takes everything
 * queued and writes it with `writeBatch` (one transaction), then settles each caller. A commit
 * waits for the disk (fsync), so writing the items that arrived meanwhile together turns many
 * commits into one, while each caller still hears back only after its item is on disk.
 *
 * No timer: before each transaction the writer lets the event loop turn, so requests that have
 * already arrived get through their checks and join it, and while a request announced with
 * `expect` is still on its way (its token and questionnaire being read, a turn or two) it waits
 * for it, a few turns at most. Without that, on SQLite (statements, commit included, that never
 * yield to the event loop) the writer would find a third of the requests in flight: the others'
 * checks wait behind its transaction.
 */
export interface WriteCoalescer<T, R> {
  write(item: T): Promise<R>;
  /**
   * Announces a write that may come soon; the writer holds its next transaction open for it.
   * Call the answer (more than once is harmless) when the item is queued, or will not come.
   */
  expect(): () => void;
}

// Enough for a request read off its socket to pass its two reads (a turn each) and queue its item.
const MAX_TURNS_WAITING = 4;

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
  let expected = 0;

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

  async function writeAlone(entry: Queued<T, R>): Promise<void> {
    try {
      const [result] = await options.writeBatch([entry.item]);
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function writeTogether(batch: Queued<T, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await options.writeBatch(batch.map((entry) => entry.item));
    } catch {
      // The transaction rolled back whole. Which item was at fault (a questionnaire deleted since
      // the check, say) is not known: each is tried again on its own, so one bad item fails alone.
      for (const entry of batch) await writeAlone(entry);
      return;
    }
    batch.forEach((entry, index) => entry.resolve(results[index]));
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      // Ends when the queue is empty; every round takes at least one item.
      while (queue.length > 0) {
        await nextTurn();
        for (let turn = 1; turn < MAX_TURNS_WAITING && expected > 0; turn += 1) await nextTurn();
        const batch = takeBatch();
        await (batch.length === 1 ? writeAlone(batch[0]) : writeTogether(batch));
      }
    } finally {
      // Whatever happened, the next write starts a writer again.
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
    expect() {
      expected += 1;
      let settled = false;
      return () => {
        if (settled) return;
        settled = true;
        expected -= 1;
      };
    },
  };
}
