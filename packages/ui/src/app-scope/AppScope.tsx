import type { ReactNode } from 'react';
import { Global } from '@emotion/react';
import { FOCUSABLE, focusRing, pageText, reducedMotion, theme } from '@account/ui';

/** The class of an app's root in another team's host: its base styles hang on it. */
export const APP_ROOT_CLASS = 'account-app';

/**
 * The HTML elements an app renders, which a host's bare element rules (`header {}`, `a {}`) would
 * otherwise restyle. Not SVG nor images: `all: revert` would drop their size and fill attributes.
 */
const HTML_ELEMENTS =
  'div, span, header, footer, nav, main, section, article, aside, h1, h2, h3, h4, h5, h6, p, ' +
  'a, button, ul, ol, li, dl, dt, dd, label, input, select, textarea, fieldset, legend, form, ' +
  'table, thead, tbody, tr, th, td, strong, em, small, time, figure, figcaption, details, ' +
  'summary, dialog';

/**
 * An app inside another team's page: the page and its global CSS are the host's. Below the app's
 * root, every element starts from the browser's own styles (`all: revert`), so a host's element
 * rules do not reach in, then takes our base styles. All of it at one class's weight, inserted
 * before the app's own rules, which therefore still win.
 */
export function AppScope({ children }: { children: ReactNode }) {
  const root = `.${APP_ROOT_CLASS}`;
  const within = (selectors: string) => `${root} :where(${selectors})`;
  return (
    <div className={APP_ROOT_CLASS}>
      <Global
        styles={{
          [root]: pageText,
          [within(HTML_ELEMENTS)]: { all: 'revert' },
          [`${root}, ${within('*')}, ${within('*')}::before, ${within('*')}::after`]: {
            boxSizing: 'border-box',
          },
          [within('a')]: { color: theme.color.brand },
          [within('h1, h2, h3')]: { lineHeight: 1.25 },
          [`${within(FOCUSABLE)}:focus-visible`]: focusRing,
          [`${within('[tabindex="-1"]')}:focus-visible`]: { outline: 'none', boxShadow: 'none' },
          ...reducedMotion(`${within('*')}, ${within('*')}::before, ${within('*')}::after`),
        }}
      />
      {children}
    </div>
  );
}
