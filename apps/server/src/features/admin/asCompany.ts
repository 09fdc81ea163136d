import type { Actor } from '../../auth/sessions';

/** Staff act on a company by taking its id for the one request; every query stays scoped. */
export const asCompany = (staff: Actor, companyId: number): Actor => ({ ...staff, companyId });
