import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { ServerAnswersContext, type ServerAnswerStore } from '../server-render/server-answers';

/**
 * Renders `element` as the page server does (shell/src/server/render-page.tsx): under the render's
 * answers, every suspended part (a lazy chunk, a first screen's data) waited for and in place.
 */
export function renderOnPageServer(element: ReactNode, answers: ServerAnswerStore): Promise<string> {
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
    const stream = renderToPipeableStream(<ServerAnswersContext value={answers}>{element}</ServerAnswersContext>, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}
