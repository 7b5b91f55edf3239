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
  return renderFirstFlush(element, { flushAfterMs: Number.POSITIVE_INFINITY }).then((render) => {
    if (render.streamed) throw new Error('a whole render streamed');
    return render.html;
  });
}

/** A render that went out in parts: the frame (every part ready in time, the rest as its loading state), then the late parts as they come. */
export interface StreamedRender {
  streamed: true;
  /** The HTML drawn by the time the frame went out. */
  shell: string;
  /** The late parts, each a hidden part and the inline script (with the response's nonce) that moves it into place. */
  rest: AsyncIterable<string>;
  /** What a late part threw (React sent its fallback, which the browser renders): to report once `rest` has ended. */
  lateErrors: unknown[];
}

/**
 * The page server's render of one page: whole (`{ streamed: false, html }`) when every suspended part
 * has its data within `flushAfterMs` of the frame being ready, with no inline script; else the frame
 * at once and each late part as its data comes (React's streaming renderer, its scripts carrying `nonce`).
 */
export function renderFirstFlush(
  element: ReactNode,
  { flushAfterMs, nonce }: { flushAfterMs: number; nonce?: string },
): Promise<{ streamed: false; html: string } | StreamedRender> {
  return new Promise((resolve, reject) => {
    const written: string[] = [];
    let ended = false;
    let wake: (() => void) | null = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString('utf8'));
        wake?.();
        done();
      },
      final(done) {
        ended = true;
        wake?.();
        if (!streamed) resolve({ streamed: false, html: written.join('') });
        done();
      },
    });
    let decided = false;
    let streamed = false;
    const lateErrors: unknown[] = [];
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flushFrame = () => {
      if (decided) return;
      decided = true;
      streamed = true;
      stream.pipe(sink); // writes the frame at once (synchronously)
      const shell = written.splice(0).join('');
      resolve({ streamed: true, shell, rest: lateParts(), lateErrors });
    };
    async function* lateParts(): AsyncGenerator<string> {
      for (;;) {
        if (written.length > 0) yield written.splice(0).join('');
        else if (ended) return;
        else await new Promise<void>((woken) => (wake = woken));
        wake = null;
      }
    }
    const stream = renderToPipeableStream(element, {
      nonce,
      // every part that is ready in place, none sent later with an inline script to move it
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => {
        if (Number.isFinite(flushAfterMs)) flushTimer = setTimeout(flushFrame, flushAfterMs);
      },
      onAllReady: () => {
        clearTimeout(flushTimer);
        if (decided) return;
        decided = true;
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        // once the frame is out, React draws a failed part's fallback and the browser renders it
        if (decided) lateErrors.push(error);
        else {
          decided = true;
          clearTimeout(flushTimer);
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    });
  });
}
