import { useEffect, useRef } from 'react';
import { useTranslation } from '@account/i18n';
import { expireShownConfirmation } from './confirmation';
import { announce } from './live-region';
import { pageState } from './page-state';

/**
 * Page changes for screen-reader and keyboard users (WCAG 2.4.2, 2.4.3): each page names
 * itself in the title, and after a navigation focus moves to its h1 with a polite
 * announcement. The host notes a navigation in a layout effect, which runs before the passive
 * effect of the page below it, so even a page whose h1 appears only after its data loaded
 * takes the focus; the first load leaves focus where the browser puts it.
 */
const pageChange = pageState('page-change', () => ({ navigated: false }));

export function notePageChange(): void {
  pageChange.navigated = true;
  expireShownConfirmation();
}

/**
 * Focus for an element that answers the customer's action (a confirmation): the h1 of a page
 * just navigated to leaves it there instead of taking it.
 */
export function keepFocusFromHeading(element: HTMLElement): void {
  pageChange.navigated = false;
  element.focus();
}

/** The app the page belongs to, in every title; unset: the account area ("Mein Konto"). */
const titleApp = pageState('document-title', () => ({ app: null as string | null }));

/** A host other than the account area names itself in its pages' titles ("Creators Hub"). */
export function setDocumentTitleApp(app: string): void {
  titleApp.app = app;
}

/** "Bestellung 73010007 – Mein Konto – Shop24 Direkt", "Live & demnächst – Creators Hub – …" */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = titleApp.app
      ? t('app.documentTitleOf', { page, app: titleApp.app })
      : t('app.documentTitle', { page });
  }, [page, t]);
}

/** For the page's h1: sets the title and takes focus after a navigation. Give the h1 tabIndex -1. */
export function usePageHeading<E extends HTMLElement = HTMLHeadingElement>(
  heading: string,
  documentTitle = heading,
) {
  const ref = useRef<E>(null);
  useDocumentTitle(documentTitle);
  useEffect(() => {
    if (!pageChange.navigated || !ref.current) return;
    pageChange.navigated = false;
    ref.current.focus();
    announce(heading);
  }, [heading]);
  return ref;
}
