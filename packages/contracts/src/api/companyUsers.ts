import { z } from 'zod';
import { defineRoute } from '../model/route';
import { idParamsSchema } from '../model/routeParams';
import { userRecordSchema } from './accountRecords';

// Invitations into a company (spec: company admins manage their users): a new user gets a mailed link to choose a
// password; one who has not chosen it yet can be sent the link again.

/** POST /api/users/invite: who is invited, and the language of the invitation mail and of their settings. */
export const inviteBodySchema = z.strictObject({
  email: z.email().max(320),
  first_name: z.string().max(200).optional(),
  last_name: z.string().max(200).optional(),
  is_admin: z.boolean().optional(),
  language: z.enum(['nl', 'en']).default('nl'),
});

/** A company admin's invitations into their own company (a read-only company sends none); each is audited. */
export const companyUserRoutes = {
  invite: defineRoute({
    method: 'POST',
    path: '/api/users/invite',
    access: 'companyAdmin',
    summary: 'Invite a user into your company (company admin)',
    body: inviteBodySchema,
    response: userRecordSchema,
    status: 201,
  }),
  resendInvite: defineRoute({
    method: 'POST',
    path: '/api/users/detail/:id/invite',
    access: 'companyAdmin',
    summary: 'Send the invitation again to a user of your company without a password (company admin)',
    params: idParamsSchema,
    response: z.undefined(),
    status: 204,
  }),
};
