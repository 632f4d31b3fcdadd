import type { ReactNode } from 'react';
import { theme } from './theme';

const hiddenUntilFocused = {
  position: 'absolute',
  left: -10000,
  '&:focus': {
    left: theme.space(1),
    top: theme.space(1),
    background: theme.color.white,
    padding: theme.space(1),
    zIndex: 10,
  },
} as const;

/** The first tab stop of a frame: jumps over header and navigation to the page's `#main`. */
export function SkipLink({ children }: { children: ReactNode }) {
  return (
    <a href="#main" css={hiddenUntilFocused}>
      {children}
    </a>
  );
}
