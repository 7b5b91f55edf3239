import { useEffect, useId, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getContentPage, isApiError, type RemotePageProps, usePageHead } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { BuildLabel } from 'shared/build-label';
import { contentPageHead } from './content-head';
import { CONTENT_FAILURE_WORDING, CONTENT_NOT_FOUND, CONTENT_TEXTS } from './content-texts';
import { classifyLink, NAMED_PROP_PREFIX, sanitisePageBody } from './sanitise-page-body';
import styles from './content-page.module.css';
import declared from '../routes.json' with { type: 'json' };
import { pageOrigin } from 'shared/page-window';

/** The slug and path the area's routes file gives a route: a new info page is a line there and a page in the API. */
function routeOf(routeName: string): { slug: string; path: string } | null {
  const route = declared.routes.find((candidate) => candidate.key === routeName);
  return route && 'slug' in route ? { slug: route.slug, path: route.path } : null;
}

/** One info page of product rules §2 (/about, /policy, /pages/thailand, …), loaded by its route's slug. */
export function ContentPage({ routeName }: RemotePageProps) {
  const route = routeOf(routeName);
  return (
    // data-route: what the platform's e2e page objects look for, whatever state the page is in.
    <div data-route={routeName} data-area="content">
      {/* A route without a slug was mapped here by mistake: not found, and no API call. */}
      {route === null ? (
        <div className={styles.page}>
          <NotFoundView {...CONTENT_NOT_FOUND} />
        </div>
      ) : (
        <SluggedContentPage slug={route.slug} path={route.path} />
      )}
    </div>
  );
}

const contentPageOptions = {
  // The server flags a slug it does not know (product rules §2 "Not-found view").
  isNotFound: (error: unknown) => isApiError(error) && error.notFound,
  wording: CONTENT_FAILURE_WORDING,
};

function SluggedContentPage({ slug, path }: { slug: string; path: string }) {
  const { state, retry } = useApiResource(slug, (signal) => getContentPage(slug, signal), contentPageOptions);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryButtonRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  const page = state.status === 'ready' ? state.data : null;
  usePageHead(useMemo(() => page && contentPageHead({ page, path }, pageOrigin()), [page, path]));

  useEffect(() => {
    // 'Повторить' unmounts while loading; keep keyboard focus on what replaced it.
    if (!retried.current || state.status === 'loading') return;
    retried.current = false;
    if (state.status === 'ready') headingRef.current?.focus();
    if (state.status === 'failed') retryButtonRef.current?.focus();
  }, [state.status]);

  function handleRetry() {
    retried.current = true;
    retry();
  }

  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.page}>
          <LoadingView label={CONTENT_TEXTS.loading} skeleton />
        </div>
      );
    case 'notFound':
      return (
        <div className={styles.page}>
          <NotFoundView {...CONTENT_NOT_FOUND} />
        </div>
      );
    case 'failed':
      return (
        <div className={styles.page}>
          <FailureNotice message={state.message} onRetry={handleRetry} retryRef={retryButtonRef} />
        </div>
      );
    case 'ready':
      return (
        <article className={styles.page} aria-labelledby={titleId} data-slug={slug}>
          <BuildLabel />
          <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {state.data.title}
          </h1>
          <ContentPageBody html={state.data.body} />
        </article>
      );
  }
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** A plain left click, which the browser would turn into a same-tab navigation. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The server's HTML, sanitised, with links to the site's own paths routed client-side:
 * one delegated click handler instead of rewriting the markup into React links.
 */
function ContentPageBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const safeHtml = useMemo(() => sanitisePageBody(html), [html]);

  useEffect(() => {
    // The body arrives after the browser looked for the URL's #anchor: scroll to it once it exists.
    // Links written by the server say '#rules'; the sanitised ids read 'user-content-rules'.
    const id = decodeHash(hash);
    if (!id || !bodyRef.current) return;
    const target = [id, `${NAMED_PROP_PREFIX}${id}`]
      .map((candidate) => bodyRef.current?.ownerDocument.getElementById(candidate))
      .find((element) => element && bodyRef.current?.contains(element));
    target?.scrollIntoView();
  }, [hash, safeHtml]);

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || !isPlainClick(event) || !(event.target instanceof Element)) return;
    // Only real links: an <a> whose unsafe href was stripped must not navigate anywhere.
    const anchor = event.target.closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if (anchor.hasAttribute('target') || anchor.hasAttribute('download')) return;
    // In-page links (#section) are the browser's: it scrolls without leaving the page.
    if ((anchor.getAttribute('href') ?? '').trim().startsWith('#')) return;
    // anchor.href is what the browser would open: relative paths already resolved.
    const link = classifyLink(anchor.href, window.location.origin);
    if (link.type !== 'internal') return;
    event.preventDefault();
    navigate(link.path);
  }

  return (
    // Clicks bubble here from the links inside; keyboard activation of a link is a click too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={bodyRef} className={styles.body} data-content-body onClick={handleClick} dangerouslySetInnerHTML={{ __html: safeHtml }} />
  );
}
