/** Any path missing from the route table. */
export function NotFoundPage() {
  return (
    <section data-route="notFound" style={{ padding: '64px 16px', textAlign: 'center' }}>
      <h1>Страница не найдена</h1>
    </section>
  );
}
