import { Skeleton } from './Skeleton';

/** While a page or area loads: placeholders of its content (the name stays for existing screens). */
export function Loading() {
  return <Skeleton variant="cards" lines={2} />;
}
