import { answer, configureTestServices, mockServices } from '@account/test-services';
import { changeEmail, verifyEmailChange } from './email-change';

const services = mockServices(
  answer('customer', 'changeEmail', Response.json({ pendingEmail: 'neu@example.ch' })),
  answer('customer', 'verifyEmailChange', Response.json({ email: 'neu@example.ch' })),
);
beforeEach(() => configureTestServices('de-CH'));

it('sends the e-mail change snake_case with x-request-source SHOP', async () => {
  await changeEmail({ password: 'geheim123', newEmail: 'neu@example.ch', newsletterOptIn: true });
  const [sent] = services.calls;
  expect(sent?.path).toBe('/api/cs/user/change-email');
  expect(sent?.headers.get('x-request-source')).toBe('SHOP');
  expect(sent?.body).toEqual({
    password: 'geheim123',
    new_email: 'neu@example.ch',
    newsletter_opt_in: true,
  });
});

it('posts the token of the mailed link to the verify call', async () => {
  await verifyEmailChange('abc');
  expect(services.calls[0]).toMatchObject({
    method: 'POST',
    path: '/api/cs/user/change-email/doi/verify',
    body: { token: 'abc' },
  });
});
