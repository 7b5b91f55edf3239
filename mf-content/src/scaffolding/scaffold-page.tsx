import { useAtomValue } from 'jotai';
import { useParams } from 'react-router-dom';
import { routeTable, userAtom, type RemotePageProps } from 'shared';

// SCAFFOLDING (issue 2 item 8): one plain page for all nine content routes, naming the route and
// its slug. The content issue points src/pages.ts at src/content-page/ instead.
export function ScaffoldPage({ routeName }: RemotePageProps) {
  const params = useParams();
  const route = routeTable[routeName];
  const slug = 'slug' in route ? route.slug : '';
  const buildLabel = process.env.BUILD_LABEL;
  // read from the shell's jotai store: proves the session is one state across bundles
  const user = useAtomValue(userAtom);
  return (
    <section data-route={routeName} data-area="content" data-slug={slug} data-params={JSON.stringify(params)} style={{ padding: '32px 16px' }}>
      <h1>Страница «{slug}»</h1>
      <p>Раздел «Информация», маршрут {routeName}.</p>
      {buildLabel ? <p data-build-label>Сборка: {buildLabel}</p> : null}
      {user ? <p data-session-email>Вы вошли как {user.email}</p> : null}
    </section>
  );
}
