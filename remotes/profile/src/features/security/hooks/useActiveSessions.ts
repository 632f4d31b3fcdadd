import { useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import { endOtherSessions, endSessionById, getActiveSessions } from '@account/api-client/profile';
import type { ActiveSession } from '@account/contracts';
import { useAsync } from '@account/ui';
import { useStepUpRetry, useStepUpSubmit } from '@account/ui/step-up';

const failed = () => true as const;

/**
 * The customer's live sessions and the two ways to end them; after either, the list loads again
 * so it shows what the server now holds. Both are protected changes (issues 25 and 33,
 * step-up): a login older than 15 minutes is asked for the password, for all others in the
 * confirmation modal, for one in the re-authentication dialog.
 */
export function useActiveSessions(onEndedOne: (session: ActiveSession) => Promise<void>) {
  const { state, reload } = useAsync(getActiveSessions, 'security-sessions');
  // Issue 33: ending them hands this session the grant to remove every passkey and provider login.
  const [waysInRemovalToken, setWaysInRemovalToken] = useState<string | null>(null);
  // Ending another device one by one is protected like ending all others (issue 33).
  const endOne = useStepUpRetry({
    change: (session: ActiveSession, password?: string) => endSessionById(session.id, password),
    async done(_ended, session) {
      reload();
      await onEndedOne(session);
    },
    classify: failed,
    stepUpOf: stepUpFailureOf,
  });
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
    /** The password dialog of ending one session. */
    endOnePassword: endOne.passwordModal,
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
