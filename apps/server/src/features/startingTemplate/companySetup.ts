import { locationTypes, type CompanySetupResponse } from '@plotwise/contracts';
import type { Actor } from '../../auth/sessions';
import type { Db } from '../../db/database';

/** What the actor's company has set up, counted in one statement (its template location holds unit types and costs). */
export async function companySetup(db: Db, actor: Actor): Promise<CompanySetupResponse> {
  return db.tenant(actor.companyId, async (tx) => {
    const [row] = await tx.query<Omit<CompanySetupResponse, 'customStyle'> & { customStyle: boolean | null }>(
      `WITH template AS (
         SELECT min(id) AS id FROM locations WHERE company_id = $1 AND type = $2 AND NOT coalesce(deleted, false))
       SELECT
         (SELECT count(*) FROM units u, template t WHERE u.company_id = $1 AND u.location_id = t.id)::int AS "unitTypes",
         (SELECT count(*) FROM costs c, template t WHERE c.company_id = $1 AND c.location_id = t.id
             AND NOT coalesce(c.archived, false) AND NOT coalesce(c.deleted, false))::int AS "costLines",
         (SELECT count(*) FROM customvalues WHERE company_id = $1 AND type = 'status' AND customfield_id IS NULL)::int AS statuses,
         (SELECT count(*) FROM customvalues WHERE company_id = $1 AND type = 'phase' AND customfield_id IS NULL)::int AS phases,
         (SELECT count(*) FROM presets WHERE company_id = $1)::int AS presets,
         (SELECT count(*) FROM users WHERE company_id = $1 AND coalesce(is_active, true))::int AS users,
         (SELECT bool_or(coalesce(s.has_custom_style, false)) FROM company_styles s WHERE s.company_id = $1) AS "customStyle"`,
      [actor.companyId, locationTypes.template],
    );
    return { ...row!, customStyle: row?.customStyle ?? false };
  });
}
