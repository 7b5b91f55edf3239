import { PAGE_NOT_FOUND_MESSAGE } from 'shared';

/** Any path missing from the route table. */
export function NotFoundPage() {
  return (
    <section data-route="notFound" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>{PAGE_NOT_FOUND_MESSAGE}</h1>
    </section>
  );
}
