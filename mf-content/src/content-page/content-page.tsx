import { useEffect, useId, useRef } from 'react';
import { type RemotePageProps, type RouteName, routeTable, useDocumentTitle } from 'shared';
import { ContentPageBody } from './content-page-body';
import { ContentPageFailed, ContentPageLoading, ContentPageNotFound } from './content-page-states';
import { CONTENT_TEXTS } from './content-texts';
import { useContentPage } from './use-content-page';
import styles from './content-page.module.css';

/** Set at build time (e.g. a QA or preview build); empty in a normal build, so nothing shows. */
const BUILD_LABEL = process.env.BUILD_LABEL ?? '';

function slugOfRoute(routeName: RouteName): string | null {
  const route = routeTable[routeName];
  return 'slug' in route ? route.slug : null;
}

/** One info page of product rules §2 (/about, /policy, /pages/thailand, …), loaded by its route's slug. */
export function ContentPage({ routeName }: RemotePageProps) {
  const slug = slugOfRoute(routeName);
  return (
    // data-route: what the platform's e2e page objects look for, whatever state the page is in.
    <div data-route={routeName} data-area="content">
      {/* A route without a slug was mapped here by mistake: not found, and no API call. */}
      {slug === null ? <NotFound /> : <SluggedContentPage slug={slug} />}
    </div>
  );
}

function NotFound() {
  const titleId = useId();
  useDocumentTitle(CONTENT_TEXTS.notFound);
  return <ContentPageNotFound titleId={titleId} />;
}

function SluggedContentPage({ slug }: { slug: string }) {
  const { state, retry } = useContentPage(slug);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryButtonRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  useDocumentTitle(state.status === 'ready' ? state.page.title : state.status === 'notFound' ? CONTENT_TEXTS.notFound : null);

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
      return <ContentPageLoading />;
    case 'notFound':
      return <ContentPageNotFound titleId={titleId} />;
    case 'failed':
      return <ContentPageFailed message={state.message} onRetry={handleRetry} retryButtonRef={retryButtonRef} />;
    case 'ready':
      return (
        <article className={styles.page} aria-labelledby={titleId} data-slug={slug}>
          {BUILD_LABEL && (
            <p className={styles.buildLabel} data-build-label>
              {CONTENT_TEXTS.buildLabel}: {BUILD_LABEL}
            </p>
          )}
          <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
            {state.page.title}
          </h1>
          <ContentPageBody html={state.page.body} />
        </article>
      );
  }
}
