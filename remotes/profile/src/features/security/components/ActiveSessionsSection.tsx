import { useState } from 'react';
import type { ActiveSession } from '@account/contracts';
import { useTranslation } from '@account/i18n';
import { isLastWayIn, removeWaysIn } from '@account/api-client/customer';
import { AsyncContent, Button, Notice, Skeleton, theme, useConfirmation } from '@account/ui';
import { WaysInRemovalOffer } from '@account/ui/ways-in';
import { StepUpModal } from '@account/ui/step-up';
import { NS } from '../../../i18n';
import { useActiveSessions } from '../hooks/useActiveSessions';
import { useDeviceName } from '../hooks/useSecurityFormat';
import { EndOthersModal } from './EndOthersModal';
import { SessionCard } from './SessionCard';

/**
 * The live sessions, this device first-class marked; ending one or all others. Each ending is
 * confirmed in the page's confirmation notice, which takes focus: the pressed button is gone.
 * Either asks for the password when the login is older than 15 minutes. Once all others
 * ended, the section offers to remove every passkey and provider login (issue 33), when the
 * account has any.
 */
export function ActiveSessionsSection({ onWaysInRemoved }: { onWaysInRemoved: () => void }) {
  const { t } = useTranslation(NS);
  const confirm = useConfirmation();
  const deviceName = useDeviceName();
  const sessions = useActiveSessions((ended) =>
    confirm(t('security.sessions.ended', { device: deviceName(ended.device) })),
  );
  const [confirming, setConfirming] = useState(false);

  function endOne(session: ActiveSession) {
    sessions.resetFailure();
    void sessions.endOne(session);
  }

  async function endOthers(password?: string) {
    const outcome = await sessions.endOthers.submit(password);
    // Open while the password is asked or the ending failed: the modal says what to do next.
    if (outcome?.ok) setConfirming(false);
  }

  /**
   * The dialog closed (cancelled, or after the sessions ended). Only now may the confirmation
   * take focus: closing a dialog hands focus back to where it was before it opened.
   */
  function modalClosed() {
    const ended = sessions.endOthers.succeeded;
    setConfirming(false);
    sessions.endOthers.reset();
    if (ended) void confirm(t('security.sessions.endedOthers'));
  }

  return (
    <section aria-labelledby="security-sessions" css={{ marginBottom: theme.space(4) }}>
      <h2 id="security-sessions">{t('security.sessions.heading')}</h2>
      {sessions.endOneFailed && !sessions.endOnePassword.open && (
        <Notice tone="error">{t('security.sessions.endFailed')}</Notice>
      )}
      <AsyncContent
        state={sessions.state}
        errorMessage={t('security.sessions.error')}
        onRetry={sessions.reload}
        skeleton={<Skeleton variant="cards" lines={2} />}
      >
        {({ sessions: list }) => {
          const others = list.filter((session) => !session.current).length;
          return (
            <>
              <ul
                aria-label={t('security.sessions.listLabel')}
                css={{ display: 'grid', gap: theme.space(2), padding: 0, margin: 0 }}
              >
                {list.map((session) => (
                  <SessionCard
                    key={session.id}
                    session={session}
                    busy={sessions.busy}
                    onEnd={endOne}
                  />
                ))}
              </ul>
              <div css={{ marginTop: theme.space(2) }}>
                {others > 0 ? (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      sessions.resetFailure();
                      setConfirming(true);
                    }}
                  >
                    {t('security.sessions.endOthers')}
                  </Button>
                ) : (
                  <p>{t('security.sessions.onlyThis')}</p>
                )}
              </div>
            </>
          );
        }}
      </AsyncContent>
      <StepUpModal
        {...sessions.endOnePassword}
        errorMessage={sessions.endOneFailed ? t('security.sessions.endFailed') : undefined}
      />
      {sessions.waysInRemovalToken && !confirming && (
        <WaysInRemovalOffer
          onRemove={async () => {
            await removeWaysIn(sessions.waysInRemovalToken!);
            onWaysInRemoved();
          }}
          isLastWayIn={isLastWayIn}
        />
      )}
      <EndOthersModal
        open={confirming}
        busy={sessions.busy}
        passwordAsked={sessions.endOthers.passwordAsked}
        passwordFailure={sessions.endOthers.passwordFailure}
        failed={sessions.endOthers.failure === true}
        onClose={modalClosed}
        onConfirm={(password) => void endOthers(password)}
      />
    </section>
  );
}
