import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { HandedOverAnswer, ServerAnswer, ServerAnswerStore } from './server-answers';

// The page server's side of the first screen's data (server-answers.ts holds what the browser shares):
// a subpath entry (`shared/server-answer-store`), so no browser bundle carries it.

/**
 * A store for one render: a load that fails or outlasts `budgetMs` leaves the page's loading state in
 * the HTML, and the browser loads it as it does without a server.
 */
export function serverAnswerStore(budgetMs: number): ServerAnswerStore {
  const answers = new Map<string, Promise<ServerAnswer>>();
  const settled = new Map<string, HandedOverAnswer>();
  let late = false;
  const controller = new AbortController();
  return {
    answer(key, load, isNotFound) {
      let answer = answers.get(key);
      if (!answer) {
        const overBudget = new Promise<ServerAnswer>((resolve) => setTimeout(() => resolve({ status: 'late' }), budgetMs).unref?.());
        const loaded = load(controller.signal).then(
          (data): ServerAnswer => ({ status: 'ready', data }),
          (error: unknown): ServerAnswer => (isNotFound(error) ? { status: 'notFound' } : { status: 'late' }),
        );
        // only what the render drew goes into the HTML: a load that answers after its budget (while
        // another part still loads) would make the browser's first render differ from the server's
        answer = Promise.race([loaded, overBudget]).then((first) => {
          if (first.status === 'late') late = true;
          else settled.set(key, first);
          return first;
        });
        answers.set(key, answer);
      }
      return answer;
    },
    handOver: () => Object.fromEntries(settled),
    complete: () => !late,
  };
}

/** The page server's render: the whole page once every suspended part has its data (each load has its own budget). */
export function renderWhole(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // every part in place, none sent later with an inline script to move it (the CSP allows none)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
