import { endOtherSessions, endSessionById, getActiveSessions } from '@account/api-client';
import type { ActiveSession } from '@account/contracts';
import { useAsync, useSubmit } from '@account/ui';

const failed = () => true as const;

/**
 * The customer's live sessions and the two ways to end them; after either, the list loads again
 * so it shows what the server now holds.
 */
export function useActiveSessions() {
  const { state, reload } = useAsync(getActiveSessions, 'security-sessions');
  const endOne = useSubmit(async (session: ActiveSession) => {
    await endSessionById(session.id);
    reload();
  }, failed);
  const endOthers = useSubmit(async () => {
    await endOtherSessions();
    reload();
  }, failed);
  return {
    state,
    reload,
    endOne: endOne.submit,
    endOthers: endOthers.submit,
    busy: endOne.busy || endOthers.busy,
    endFailed: endOne.failure === true || endOthers.failure === true,
    resetFailure: () => {
      endOne.reset();
      endOthers.reset();
    },
  };
}
