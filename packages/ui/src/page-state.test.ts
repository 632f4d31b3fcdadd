import * as React from 'react';
import { act, renderHook } from '@testing-library/react';

type LiveRegionModule = typeof import('./live-region');

/** Two copies of the module, as when a remote brings its own newer @account/ui. */
function twoCopies(): [LiveRegionModule, LiveRegionModule] {
  const copies: LiveRegionModule[] = [];
  for (let i = 0; i < 2; i += 1)
    jest.isolateModules(() => {
      // One React on the page, two copies of the kit.
      jest.doMock('react', () => React);
      copies.push(jest.requireActual('./live-region'));
    });
  return [copies[0]!, copies[1]!];
}

it('announces from any copy of the kit into the one live region of the page', () => {
  jest.useFakeTimers();
  const [host, remote] = twoCopies();
  expect(host).not.toBe(remote);
  const { result } = renderHook(() => host.useAnnouncement());
  act(() => {
    remote.announce('Sie folgen Lena Koch jetzt.');
    jest.advanceTimersByTime(150);
  });
  expect(result.current).toBe('Sie folgen Lena Koch jetzt.');
  jest.useRealTimers();
});
