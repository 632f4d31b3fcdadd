import { lazy, Suspense, useEffect, useState } from 'react';
import { stepUpFailureOf } from '@account/api-client';
import { getStayLoggedIn, setStayLoggedIn } from '@account/api-client/customer';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, cardSurface, Notice, theme } from '@account/ui';
import { Checkbox } from '@account/ui/forms';
import type { StepUpPasswordFailure } from '@account/ui/step-up';

/**
 * Loaded only when the service asks for the password: home's first chunk stays within its
 * budget (budget.spec), and most customers switch with a fresh login or never.
 */
const StepUpModal = lazy(() =>
  import('@account/ui/step-up').then((module) => ({ default: module.StepUpModal })),
);

/** Spec section 9: once closed, this key is set to true and the tip is not shown again. */
export const TIP_DISMISSED_KEY = 'stayLoggedInTipDismissed';

const dismissed = () => {
  try {
    return localStorage.getItem(TIP_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * The home page's stay-logged-in tip; a failed switch reverts the toggle (spec section 4), and
 * so does a cancelled password dialog.
 */
export function StayLoggedInTip() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(dismissed);
  const [value, setValue] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Turning it on lengthens the session (issue 33): after 15 minutes the service asks for the
  // password, and the switch waits for it in the re-authentication dialog.
  const [passwordAsked, setPasswordAsked] = useState<{
    failure: StepUpPasswordFailure | null;
  } | null>(null);
  useEffect(() => {
    if (hidden || !isFlagOn('stayLoggedIn')) return;
    getStayLoggedIn()
      .then((state) => setValue(state.stayLoggedIn))
      .catch(() => setValue(false));
  }, [hidden]);
  if (hidden || !isFlagOn('stayLoggedIn') || value === null) return null;

  async function toggle(next: boolean, password?: string) {
    setValue(next);
    setFailed(false);
    setBusy(true);
    try {
      await setStayLoggedIn(next, password);
      setPasswordAsked(null);
    } catch (error) {
      setValue(!next);
      const stepUp = stepUpFailureOf(error);
      if (stepUp) setPasswordAsked({ failure: stepUp === 'passwordRequired' ? null : stepUp });
      else {
        setPasswordAsked(null);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  function close() {
    localStorage.setItem(TIP_DISMISSED_KEY, 'true');
    setHidden(true);
  }

  return (
    <section
      aria-labelledby="stay-logged-in-tip"
      css={{
        ...cardSurface,
        borderLeft: `6px solid ${theme.color.brand}`,
        margin: `${theme.space(3)} 0`,
      }}
    >
      <h2 id="stay-logged-in-tip" css={{ fontSize: theme.fontSize.xl, marginTop: 0 }}>
        {t('home.stayLoggedIn.title')}
      </h2>
      <p>{t('home.stayLoggedIn.body')}</p>
      {failed && <Notice tone="error">{t('home.stayLoggedIn.failed')}</Notice>}
      <Checkbox
        id="stay-logged-in-toggle"
        label={t('home.stayLoggedIn.toggle')}
        checked={value}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <Button variant="secondary" onClick={close}>
        {t('home.stayLoggedIn.close')}
      </Button>
      {passwordAsked && (
        <Suspense fallback={null}>
          <StepUpModal
            open
            failure={passwordAsked.failure}
            busy={busy}
            onConfirm={(password) => void toggle(true, password)}
            onCancel={() => setPasswordAsked(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
