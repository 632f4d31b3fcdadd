import { render, screen } from '@testing-library/react';
import type { RuntimeConfig } from '@account/contracts';
import { setRuntimeConfig } from '@account/config';
import { initI18n } from '@account/i18n';
import { registerCatalogue } from '../i18n';
import { UsernameField } from './UsernameField';

const config = {
  environment: 'local',
  shops: {},
  services: {},
  flags: {},
  faqUrl: '',
} as unknown as RuntimeConfig;
const registration = {
  name: 'username' as const,
  onChange: async () => undefined,
  onBlur: async () => undefined,
};

async function renderIn(locale: 'de-DE' | 'de-CH') {
  setRuntimeConfig(config, locale);
  await initI18n(locale);
  registerCatalogue();
  render(
    <UsernameField
      {...registration}
      error="Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein."
    />,
  );
}

describe('UsernameField', () => {
  it('on the Swiss shop asks for an e-mail address with the e-mail keyboard', async () => {
    await renderIn('de-CH');
    const input = screen.getByLabelText('E-Mail-Adresse');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'username');
  });

  it('elsewhere takes an e-mail address or customer number and ties the error to the field', async () => {
    await renderIn('de-DE');
    const input = screen.getByLabelText('E-Mail-Adresse oder Kundennummer');
    expect(input).toHaveAttribute('inputmode', 'text');
    expect(input).toHaveAccessibleDescription(
      'Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.',
    );
  });
});
