// How an area names the chunk of a route's page, so that code which has only the area's
// mf-manifest.json (the shell's early script, shell/src/boot/before-bundle.js) can find the chunk a
// route needs and fetch it beside remoteEntry.js, a round trip earlier than the federation runtime
// would (docs/architecture.md, "First paint"). An area writes the name as webpack's magic comment:
//   lazy(() => import(/* webpackChunkName: "route-booking" */ './booking/booking-page'))
// where `booking` is the route's name in shared/src/routes/route-table.ts.

export const ROUTE_CHUNK_PREFIX = /** @type {const} */ ('route-');

/**
 * output.chunkFilename of a production build: a route chunk keeps its name, every other chunk is
 * known by its id (short, and says nothing about the code inside).
 * @param {{ chunk?: { name?: string | null } }} pathData
 */
export function productionChunkFilename(pathData) {
  const name = pathData.chunk?.name;
  return typeof name === 'string' && name.startsWith(ROUTE_CHUNK_PREFIX) ? '[name].[contenthash:8].js' : '[id].[contenthash:8].js';
}
