import { renderHook } from '@testing-library/react';
import { usePrefetchWhenIdle } from './usePrefetchWhenIdle';

describe('usePrefetchWhenIdle', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((work: IdleRequestCallback) =>
      idle.push(() => work({ didTimeout: false, timeRemaining: () => 50 })),
    );
    window.cancelIdleCallback = jest.fn();
  });

  it('loads nothing during the first render, every chunk once the browser is idle', () => {
    const loaders = [
      jest.fn(() => Promise.resolve()),
      jest.fn(() => Promise.reject(new Error('offline'))),
    ];
    renderHook(() => usePrefetchWhenIdle(loaders));
    expect(loaders[0]).not.toHaveBeenCalled();
    idle.forEach((work) => work());
    expect(loaders[0]).toHaveBeenCalledTimes(1);
    expect(loaders[1]).toHaveBeenCalledTimes(1);
  });

  it('gives up the idle callback when the page goes away first', () => {
    const { unmount } = renderHook(() => usePrefetchWhenIdle([]));
    unmount();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
  });
});
