import { commonTexts } from '@account/i18n';
import { version } from 'react';

/**
 * The React major an app export renders with: its remote's peer range, `^19.0.0`. The app takes
 * React from the host (the host contract); React 19's elements are no elements to an older
 * renderer, which fails on the app's first one.
 */
const NEEDED_MAJOR = 19;

/**
 * The notice where the host's React cannot render the app: the base texts, read without i18next,
 * which the app sets up only once it renders. The shops' catalogues do not differ here.
 */
const notice = commonTexts.pages.hostReactTooOld;

/** What bridge-react's `createBridgeComponent` returns, for the props `Info` a host passes. */
type AppExport<Info> = () => {
  render(info: Info): Promise<void>;
  destroy(info: { dom: HTMLElement }): void;
};

/** The notice, built without React: the host's is the one that cannot render the app. */
function noticeIn(dom: HTMLElement, accountUrl: string) {
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.textContent = notice.title;
  const body = document.createElement('p');
  body.textContent = notice.body;
  const link = document.createElement('a');
  link.href = accountUrl;
  link.textContent = notice.action;
  // The app's scoped styles do not run here: each element falls back to the browser's own
  // styles, so a host's bare element rules (a yellow `a {}`) do not reach in.
  for (const element of [section, title, body, link]) element.style.setProperty('all', 'revert');
  section.append(title, body, link);
  dom.replaceChildren(section);
}

/**
 * `app` (`name`, a remote's app export) where the host's React can render it; on an older React,
 * an export that shows the account's notice in the area instead, with the reason in the console,
 * rather than bridge-react's English error over a React error code.
 */
export function onSupportedReact<Info extends { dom: HTMLElement; accountUrl: string }>(
  name: string,
  app: AppExport<Info>,
): AppExport<Info> {
  if (Number(version.split('.')[0]) >= NEEDED_MAJOR) return app;
  return () => ({
    async render({ dom, accountUrl }) {
      console.error(
        `${name} is not rendered: this page shares React ${version}, and the app needs ^${NEEDED_MAJOR}.0.0 (react, react-dom and react-dom/client shared by the host).`,
      );
      noticeIn(dom, accountUrl);
    },
    destroy({ dom }) {
      dom.replaceChildren();
    },
  });
}
