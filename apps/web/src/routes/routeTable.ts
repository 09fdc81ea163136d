import { adminRoutes } from './admin';
import { conceptRoutes } from './concepts';
import { debugRoutes } from './debug';
import { geodataRoutes } from './geodata';
import { homeRoutes } from './home';
import { locationRoutes } from './locations';
import { loginRoutes } from './login';
import { opportunityRoutes } from './opportunities';
import { pubRoutes } from './pub';
import { publicationRoutes } from './publications';
import { settingsRoutes } from './settings';
import { sheetRoutes } from './sheets';
import type { RouteSpec } from './types';

/** Every URL of spec section 2, grouped as the spec groups them. A new URL group gets a file and a line here. */
export const routeTable: RouteSpec[] = [
  ...homeRoutes,
  ...opportunityRoutes,
  ...locationRoutes,
  ...conceptRoutes,
  ...sheetRoutes,
  ...settingsRoutes,
  ...publicationRoutes,
  ...pubRoutes,
  ...geodataRoutes,
  ...adminRoutes,
  ...debugRoutes,
  ...loginRoutes,
];
