import { useEffect, useState } from 'react';
import { useTranslation } from '@account/i18n';
import { theme } from '@account/ui';
import { NS } from '../i18n';
import { loadStrengthEstimator } from './strength';

const COLORS = [
  theme.color.error,
  theme.color.error,
  theme.color.warning,
  theme.color.success,
  theme.color.success,
];

/** A hint, not a rule: the server refuses only common passwords; the level helps choose better. */
export function PasswordStrength({
  password,
  userInputs,
}: {
  password: string;
  userInputs: string[];
}) {
  const { t } = useTranslation(NS);
  const [estimated, setEstimated] = useState<{ password: string; score: number } | null>(null);
  const inputs = userInputs.join('|');
  useEffect(() => {
    let current = true;
    if (!password) return;
    void loadStrengthEstimator().then((estimate) => {
      if (current)
        setEstimated({ password, score: estimate(password, inputs.split('|').filter(Boolean)) });
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  // A score belongs to the password it was computed for; an emptied field shows none.
  const score = password && estimated?.password === password ? estimated.score : null;
  const levels = t('strength.levels', { returnObjects: true }) as string[];
  return (
    <div
      aria-live="polite"
      css={{ minHeight: 24, marginTop: `-${theme.space(2)}`, marginBottom: theme.space(2) }}
    >
      {score !== null && (
        <>
          <div
            aria-hidden="true"
            css={{ display: 'flex', gap: 4, maxWidth: theme.size.field, marginBottom: 4 }}
          >
            {[0, 1, 2, 3].map((i) => (
              <span
                key={i}
                css={{
                  flex: 1,
                  height: 6,
                  background: i < Math.max(score, 1) ? COLORS[score] : theme.color.subtle,
                }}
              />
            ))}
          </div>
          <span>{t('strength.label', { level: levels[score] })}</span>
        </>
      )}
    </div>
  );
}
