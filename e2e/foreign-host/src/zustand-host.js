// The zustand 4 host's own state (host.cjs adds this entry for FOREIGN_HOST_ZUSTAND=4): a store of
// the host's, made behind an asynchronous boundary from the shared zustand, as such a host's
// code would. Used, its zustand is offered in the share scope beside the app's.
import('zustand').then(({ create }) => create(() => ({ theme: 'light' })));
