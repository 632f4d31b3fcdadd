/**
 * Routing outside the browser's address bar: build-time pre-rendering in apps/shell and component
 * tests. A separate entry, not part of the shared facade, so browser bundles do not carry it.
 */
export { MemoryRouter } from 'react-router';
