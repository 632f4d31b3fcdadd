import { renderHook } from '@testing-library/react';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

describe('usePrefetchWhenIdle', () => {
  let idle: Array<() => void>;
  const runNextIdlePeriod = () => idle.shift()?.();
  beforeEach(() => {
    idle = [];
    let handle = 0;
    window.requestIdleCallback = jest.fn((work: IdleRequestCallback) => {
      idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      return ++handle;
    });
    window.cancelIdleCallback = jest.fn();
  });

  it('loads nothing during the first render, then one chunk per idle period until all are loaded', () => {
    const loaders = [
      jest.fn(() => Promise.reject(new Error('offline'))),
      jest.fn(() => Promise.resolve()),
    ];
    renderHook(() => usePrefetchWhenIdle(loaders));
    expect(loaders[0]).not.toHaveBeenCalled();
    runNextIdlePeriod();
    expect(loaders[0]).toHaveBeenCalledTimes(1);
    expect(loaders[1]).not.toHaveBeenCalled();
    runNextIdlePeriod();
    expect(loaders[1]).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
  });

  it('gives up the waiting idle callback when the page goes away first', () => {
    const loaders = [jest.fn(() => Promise.resolve()), jest.fn(() => Promise.resolve())];
    const { unmount } = renderHook(() => usePrefetchWhenIdle(loaders));
    runNextIdlePeriod();
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenLastCalledWith(2);
  });
});
