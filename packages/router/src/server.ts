/**
 * Routing for rendering outside the browser (build-time pre-rendering in apps/shell). A separate
 * entry, not part of the shared facade, so browser bundles do not carry it.
 */
export { createMemoryRouter } from 'react-router';
