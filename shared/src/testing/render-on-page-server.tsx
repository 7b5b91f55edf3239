import type { ReactNode } from 'react';
import { ServerAnswersContext, type ServerAnswerStore } from '../server-render/server-answers';
import { renderWhole } from '../server-render/server-answer-store';

/**
 * Renders `element` as the page server does (shell/src/server/render-page.tsx): under the render's
 * answers, every suspended part (a lazy chunk, a first screen's data) waited for and in place.
 */
export function renderOnPageServer(element: ReactNode, answers: ServerAnswerStore): Promise<string> {
  return renderWhole(<ServerAnswersContext value={answers}>{element}</ServerAnswersContext>);
}
