import { useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import { endOtherSessions, endSessionById, getActiveSessions } from '@account/api-client/profile';
import type { ActiveSession } from '@account/contracts';
import { useAsync } from '@account/ui';
import { useSubmit } from '@account/ui/forms';
import { useStepUpSubmit } from '@account/ui/step-up';

const failed = () => true as const;

/**
 * The customer's live sessions and the two ways to end them; after either, the list loads again
 * so it shows what the server now holds. Ending all others is a protected change (issue 25,
 * step-up): a login older than 15 minutes is asked for the password in the confirmation modal.
 * Its answer may carry the grant to remove every passkey and provider login (issue 33).
 */
export function useActiveSessions() {
  const { state, reload } = useAsync(getActiveSessions, 'security-sessions');
  // Issue 33: ending them hands this session the grant to remove every passkey and provider login.
  const [waysInRemovalToken, setWaysInRemovalToken] = useState<string | null>(null);
  const endOne = useSubmit(async (session: ActiveSession) => {
    await endSessionById(session.id);
    reload();
  }, failed);
  const endOthers = useStepUpSubmit(
    async (password?: string) => {
      const ended = await endOtherSessions(password);
      setWaysInRemovalToken(ended.waysInRemovalToken ?? null);
      reload();
    },
    failed,
    stepUpFailureOf,
  );
  return {
    state,
    reload,
    endOne: endOne.submit,
    endOthers,
    waysInRemovalToken,
    busy: endOne.busy || endOthers.busy,
    endOneFailed: endOne.failure === true,
    resetFailure: () => {
      endOne.reset();
      endOthers.reset();
    },
  };
}
