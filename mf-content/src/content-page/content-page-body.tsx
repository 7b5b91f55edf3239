import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { classifyLink, NAMED_PROP_PREFIX, sanitisePageBody } from './sanitise-page-body';
import styles from './content-page.module.css';

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
export function ContentPageBody({ html }: { html: string }) {
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
