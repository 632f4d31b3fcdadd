import { useCallback, useState } from 'react';
import { ApiError } from '@account/api-client';
import {
  getPrivacyCentre,
  setNewsletterFrequency,
  switchConsent,
} from '@account/api-client/profile';
import type { ConsentTopic, NewsletterFrequency, PrivacyCentre } from '@account/contracts';
import { recordTrackingDecision } from '@account/tracking';
import { useAsync } from '@account/ui';
import { useSubmit } from '@account/ui/forms';

/** What a switch that failed shows: a mail is already out (429), or anything else. */
export type SwitchFailure = 'tooMany' | 'failed';

const classify = (error: unknown): SwitchFailure =>
  error instanceof ApiError && error.status === 429 ? 'tooMany' : 'failed';

/** A switch the customer just moved, shown in its new position while the server answers. */
export interface PendingSwitch {
  topic: ConsentTopic;
  enabled: boolean;
}

/**
 * The account's consents and the changes of them. Each answer is the centre as the server now
 * holds it, shown without loading again; `onChanged` runs after every saved change (the log
 * loads again). A tracking switch is also handed to this browser's consent tool.
 */
export function usePrivacyCentre(onChanged: () => void) {
  const { state, reload, setData } = useAsync(getPrivacyCentre, 'privacy-centre');
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  // The frequency chosen while the server answers; `undefined` when none is on its way.
  const [pendingFrequency, setPendingFrequency] = useState<NewsletterFrequency | null | undefined>(
    undefined,
  );
  const [failure, setFailure] = useState<{
    topic: ConsentTopic | 'FREQUENCY';
    reason: SwitchFailure;
  } | null>(null);

  const saved = useCallback(
    (centre: PrivacyCentre) => {
      setData(centre);
      onChanged();
    },
    [setData, onChanged],
  );

  const toggle = useSubmit(async ({ topic, enabled }: PendingSwitch) => {
    const centre = await switchConsent(topic, enabled);
    if (topic === 'TRACKING') recordTrackingDecision(enabled);
    saved(centre);
    return centre;
  }, classify);
  const frequency = useSubmit(async (value: NewsletterFrequency | null) => {
    const centre = await setNewsletterFrequency(value);
    saved(centre);
    return centre;
  }, classify);

  const switchTo = async (change: PendingSwitch) => {
    setPending(change);
    setFailure(null);
    const outcome = await toggle.submit(change);
    setPending(null);
    if (outcome && !outcome.ok) setFailure({ topic: change.topic, reason: outcome.failure });
    return outcome;
  };
  const changeFrequency = async (value: NewsletterFrequency | null) => {
    setFailure(null);
    setPendingFrequency(value);
    const outcome = await frequency.submit(value);
    setPendingFrequency(undefined);
    if (outcome && !outcome.ok) setFailure({ topic: 'FREQUENCY', reason: outcome.failure });
    return outcome;
  };

  return {
    state,
    reload,
    pending,
    pendingFrequency,
    switchTo,
    changeFrequency,
    /** Which control's change failed, and why. */
    failure,
  };
}
