// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { forgetServerAnswer, resetServerAnswersForTests, SERVER_ANSWERS_ELEMENT_ID, serverAnswerFor } from '../server-answers';

// The browser's side of the hand-over: every render before the part commits (React may render a part
// again while hydrating, when an update interrupts it) starts from the same answer; after, the API.
describe('serverAnswerFor', () => {
  afterEach(() => {
    document.body.replaceChildren();
    resetServerAnswersForTests();
  });

  it('gives the same answer to every render until the part forgets it', () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_ANSWERS_ELEMENT_ID;
    element.textContent = JSON.stringify({ about: { status: 'ready', data: { slug: 'about' } }, 'hotel-9': { status: 'notFound' } });
    document.body.append(element);
    resetServerAnswersForTests();
    expect(serverAnswerFor('about')).toEqual({ status: 'ready', data: { slug: 'about' } });
    expect(serverAnswerFor('about')).toEqual({ status: 'ready', data: { slug: 'about' } });
    expect(serverAnswerFor('hotel-9')).toEqual({ status: 'notFound' });
    forgetServerAnswer('about');
    expect(serverAnswerFor('about')).toBeUndefined();
    expect(serverAnswerFor('elsewhere')).toBeUndefined();
  });

  it('has none on a page the server did not render, or with a broken hand-over', () => {
    expect(serverAnswerFor('about')).toBeUndefined();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVER_ANSWERS_ELEMENT_ID;
    element.textContent = '{broken';
    document.body.append(element);
    resetServerAnswersForTests();
    expect(serverAnswerFor('about')).toBeUndefined();
  });
});
