// The API routes not yet declared by a contract (issue #15 item 2): each still validates its own input and the web
// types its answer by hand. Declare one (contracts defineRoute, registered with http/serve) and take it off this list;
// routeContracts.test.ts fails on a new route that is not declared, and on a listed route that is.
export const undeclaredRoutes: readonly string[] = [
  'DELETE /api/:entity/detail/:id',
  'DELETE /api/:entity/list',
  'GET /api/:entity/detail/:id',
  'GET /api/:entity/list',
  'GET /api/:entity/public/:key',
  'GET /api/:entity/public/list',
  'PATCH /api/:entity/detail/:id',
  'PATCH /api/:entity/public/:key',
  'PATCH /api/:entity/public/:key/:sub',
  'POST /api/:entity/list',
  'POST /api/:entity/list/public',
  'PUT /api/:entity/detail',
  'PUT /api/:entity/order',
];
