import { useEffect, useState } from 'react';
import { getStayLoggedIn, setStayLoggedIn } from '@account/api-client/customer';
import { isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { Button, cardSurface, Notice, theme } from '@account/ui';
import { Checkbox } from '@account/ui/forms';

/** Spec section 9: once closed, this key is set to true and the tip is not shown again. */
export const TIP_DISMISSED_KEY = 'stayLoggedInTipDismissed';

const dismissed = () => {
  try {
    return localStorage.getItem(TIP_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
};

/** The home page's stay-logged-in tip; a failed switch reverts the toggle (spec section 4). */
export function StayLoggedInTip() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(dismissed);
  const [value, setValue] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (hidden || !isFlagOn('stayLoggedIn')) return;
    getStayLoggedIn()
      .then((state) => setValue(state.stayLoggedIn))
      .catch(() => setValue(false));
  }, [hidden]);
  if (hidden || !isFlagOn('stayLoggedIn') || value === null) return null;

  async function toggle(next: boolean) {
    setValue(next);
    setFailed(false);
    try {
      await setStayLoggedIn(next);
    } catch {
      setValue(!next);
      setFailed(true);
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
    </section>
  );
}
