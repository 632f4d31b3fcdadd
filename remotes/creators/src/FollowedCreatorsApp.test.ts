import type { AccountAppProps } from '@account/federation/app';
import type { FollowedCreatorsAppProps } from './FollowedCreatorsApp';

/** `true` only for one and the same type: the same props, each as optional and of the same type. */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

test('the props spelt out for the published types are AccountAppProps', () => {
  // The type check fails here when either gains, loses or changes a prop without the other.
  const same: Same<FollowedCreatorsAppProps, AccountAppProps> = true;
  expect(same).toBe(true);
});
