import { PAGE_NOT_FOUND_MESSAGE, useDocumentTitle } from 'shared';

/** Any path missing from the route table. */
export function NotFoundPage() {
  useDocumentTitle(PAGE_NOT_FOUND_MESSAGE);
  return (
    <section data-route="notFound" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>{PAGE_NOT_FOUND_MESSAGE}</h1>
    </section>
  );
}
