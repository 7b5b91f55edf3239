import { useEffect, useId, useRef } from 'react';
import { earlyContentPage, getContentPage, isApiError, type RemotePageProps, type RouteName, routeTable, useDocumentTitle } from 'shared';
import { FailureNotice, LoadingView, NotFoundView, useApiResource } from 'shared/resource-page';
import { BuildLabel } from 'shared/build-label';
import { ContentPageBody } from './content-page-body';
import { CONTENT_FAILURE_WORDING, CONTENT_NOT_FOUND, CONTENT_TEXTS } from './content-texts';
import styles from './content-page.module.css';

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
      {slug === null ? (
        <div className={styles.page}>
          <NotFoundView {...CONTENT_NOT_FOUND} />
        </div>
      ) : (
        <SluggedContentPage slug={slug} />
      )}
    </div>
  );
}

const contentPageOptions = {
  // The server flags a slug it does not know (product rules §2 "Not-found view").
  isNotFound: (error: unknown) => isApiError(error) && error.notFound,
  wording: CONTENT_FAILURE_WORDING,
  // A first visit's page may be here already (the shell's early script read it and painted it):
  // then the first render is the page itself, with no loading state between.
  initial: earlyContentPage,
};

function SluggedContentPage({ slug }: { slug: string }) {
  const { state, retry } = useApiResource(slug, (signal) => getContentPage(slug, signal), contentPageOptions);
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retryButtonRef = useRef<HTMLButtonElement>(null);
  const retried = useRef(false);

  useDocumentTitle(state.status === 'ready' ? state.data.title : null);

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
