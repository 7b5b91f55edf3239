/** A promise queue: one holder at a time, in arrival order. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.tail.then(work, work);
    // Keep the chain alive whatever `work` does, without leaking its rejection.
    this.tail = result.catch(() => undefined);
    return result;
  }
}
