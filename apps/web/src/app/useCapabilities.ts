import { capabilitiesOf, type Capabilities } from '@plotwise/contracts';
import { useSession } from '../api/session';

/**
 * What the signed-in company may do, by the one licence policy the server also applies (contracts): screens
 * disable what the server would refuse. Staff act for any company, as on the server.
 */
const STAFF: Capabilities = { write: true, publish: true, reason: null, trialEndsAt: null };

export function useCapabilities(): Capabilities | undefined {
  const { data: session } = useSession();
  if (!session) return undefined;
  const { company, user } = session;
  if (user.is_staff) return STAFF;
  return capabilitiesOf(
    { subscription: company.subscription ?? 'none', licence: company.licence ?? 0, trialStartedAt: company.cfg?.trialStartedAt ?? null, archived: company.archived === true },
    new Date(),
  );
}
