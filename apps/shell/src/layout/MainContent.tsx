import { Outlet } from '@account/router';

/** The main landmark and skip-link target: the page's content only, never the navigation. */
export function MainContent() {
  return (
    // A grid item grows to its content's min width; 0 lets wide content scroll in its own box.
    <main id="main" tabIndex={-1} css={{ minWidth: 0, outline: 'none' }}>
      <Outlet />
    </main>
  );
}
