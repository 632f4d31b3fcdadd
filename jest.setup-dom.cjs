/* global afterEach, HTMLDialogElement */
require('@testing-library/jest-dom');

// A page's first answer from the mocked services (MSW 3 intercepts at the socket) took over a
// second under CI's load, where the unit suites run beside the build and the type check on two
// cores: findBy… and waitFor wait up to 5 s for what a test expects, not Testing Library's 1 s.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// jsdom has no TextEncoder; react-router needs it, and every hook that uses the ui kit loads it.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });

// jsdom has <dialog> but not its modal methods: the kit's Modal only opens and closes it, and, as
// the browser's own does (Escape, a form with method="dialog"), closing fires a close event.
// Suites that choose the node environment (a server's) have no dialog at all.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// A confirmation lives on the page (@account/ui confirmation.ts) and would otherwise appear in
// the next test's page; a real page change ends it, a new test does not.
afterEach(() => {
  const confirmation = globalThis[Symbol.for('@account/ui:confirmation')];
  if (confirmation) confirmation.current = null;
});
