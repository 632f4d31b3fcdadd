import { useSubmit } from '@account/ui/forms';
import { genericMessage } from '../components/api-messages';

/** Asking the service to send a mail once: busy while it runs, then sent or a message to show. */
export function useMailRequest(request: () => Promise<unknown>) {
  const mail = useSubmit(request, genericMessage);
  return {
    busy: mail.busy,
    sent: mail.state.status === 'success',
    error: mail.failure,
    send: mail.submit,
  };
}
