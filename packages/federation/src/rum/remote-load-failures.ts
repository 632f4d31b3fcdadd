/**
 * Failed remote loads, from the federation runtime's failure hook to real-user monitoring. The
 * collector loads only once the page is usable, so failures of the start (the page's own remote)
 * wait here with the path they happened at; a page view outside the sample keeps them unsent.
 */
type Sink = (remote: string, pathname: string) => void;

/** A page fails to load a handful of remotes at most; more would only be the same again. */
const HELD_MAX = 20;

const held: Array<[remote: string, pathname: string]> = [];
let sink: Sink | undefined;

export function reportRemoteLoadFailure(remote: string): void {
  if (sink) sink(remote, window.location.pathname);
  else if (held.length < HELD_MAX) held.push([remote, window.location.pathname]);
}

/** The collector takes the failures held so far and every later one. */
export function onRemoteLoadFailure(to: Sink): void {
  sink = to;
  for (const [remote, pathname] of held.splice(0)) to(remote, pathname);
}
