import { keyframes } from '@emotion/react';
import { useTranslation } from '@account/i18n';
import { theme } from './theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" css={{ display: 'flex', justifyContent: 'center', padding: theme.space(6) }}>
      <span
        aria-hidden="true"
        css={{
          width: 32,
          height: 32,
          border: `4px solid ${theme.color.subtle}`,
          borderTopColor: theme.color.brand,
          borderRadius: '50%',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      />
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('app.loading')}
      </span>
    </div>
  );
}
