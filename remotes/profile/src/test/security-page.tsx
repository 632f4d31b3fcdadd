import { render } from '@testing-library/react';
import { setRuntimeConfig } from '@account/config';
import type { ActiveSession, RuntimeConfig } from '@account/contracts';
import { initI18n } from '@account/i18n';
import { BrowserRouter } from '@account/router';
import { configureTestServices } from '@account/test-services';
import { registerCatalogue } from '../i18n';
import { SecurityPage } from '../features/security/components/SecurityPage';

const session = (id: string, current: boolean): ActiveSession => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  device: { browser: current ? 'Firefox 128' : 'Safari 17', os: 'Linux', type: 'desktop' },
  shop: 'de-DE',
  network: '203.0.113.0/24',
  lastActiveAt: '2026-11-27T13:05:00.000Z',
  startedAt: '2026-11-27T12:00:00.000Z',
  current,
});

/** The live sessions as the service lists them: this one in Firefox, another in Safari. */
export const thisAndAnotherSession = [session('1', true), session('2', false)];

/** The German shop the security page's tests run in; once, before all of a file's tests. */
export async function setUpSecurityPage() {
  await initI18n('de-DE');
  registerCatalogue();
  setRuntimeConfig(
    { environment: 'local', shops: {}, services: {}, flags: {} } as unknown as RuntimeConfig,
    'de-DE',
  );
  configureTestServices('de-DE');
}

export function renderSecurityPage() {
  render(
    <BrowserRouter>
      <SecurityPage />
    </BrowserRouter>,
  );
}
