import { Global } from '@emotion/react';
import { focusRing, theme } from './theme';

export function GlobalStyles() {
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        body: { margin: 0, fontFamily: theme.font, color: theme.color.text, lineHeight: 1.5, fontSize: 16 },
        a: { color: theme.color.brand },
        'a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible':
          focusRing,
      }}
    />
  );
}
