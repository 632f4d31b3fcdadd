import { onCallFailed } from '@account/api-client';
import { reportError } from './reporter';

/**
 * Every failed call of every remote reaches the logging service from here (spec section 8), with
 * the service and path as message; query values never reach it. The logging service's own
 * failures are not reported, or one outage would report itself for ever.
 */
onCallFailed((service, path, error) => {
  if (service === 'logging') return;
  reportError('api-client', `${service} ${path.replace(/[?#].*$/, '')} failed`, error);
});
