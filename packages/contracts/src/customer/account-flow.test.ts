import { AccountFlow, LightAccountActivationQuery } from './account-creation';
import { SetPasswordResult } from './password-flows';

describe('account flows (spec section 9)', () => {
  it.each([
    ['checkoutLightAccount', 'checkoutLightAccount'],
    ['VIS_checkoutLightAccount', 'checkoutLightAccount'],
    ['VIS_accountLightAccount', 'accountLightAccount'],
    ['VIS_createAccount', 'createAccount'],
    ['VIS_checkout', 'checkout'],
  ])('reads %s as %s', (name, flow) => {
    expect(AccountFlow.parse(name)).toBe(flow);
  });

  it.each(['VIS_', 'VIS_VIS_checkout', 'vis_checkout', 'checkoutVIS_', 'unknown'])(
    'refuses %s',
    (name) => {
      expect(AccountFlow.safeParse(name).success).toBe(false);
    },
  );

  it("takes a light-account activation link's prefixed origin, and defaults a missing one", () => {
    expect(
      LightAccountActivationQuery.parse({ username: 'a@b.ch', origin: 'VIS_checkoutLightAccount' }),
    ).toEqual({ username: 'a@b.ch', origin: 'checkoutLightAccount' });
    expect(LightAccountActivationQuery.parse({ username: 'a@b.ch' }).origin).toBe(
      'accountLightAccount',
    );
  });

  it('answers set-password with the bare flow name', () => {
    expect(SetPasswordResult.shape.origin.parse('VIS_checkoutLightAccount')).toBe(
      'checkoutLightAccount',
    );
    expect(SetPasswordResult.shape.origin.parse(null)).toBeNull();
  });
});
