import { getReferralProgram } from '@account/api-client/service';
import { useAsync } from '@account/ui';

export function useReferralProgram() {
  return useAsync(getReferralProgram, 'referral');
}
