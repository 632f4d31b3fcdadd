import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@account/api-client';
import { REACTIVATION_DELAY_MS, useMagicLinkSender } from './useMagicLinkSender';

jest.useFakeTimers();

describe('magic link send states (spec sections 4 and 9)', () => {
  it('goes ACTIVE → IN_PROGRESS → SUCCESS and is ACTIVE again after 800 ms', async () => {
    let resolve: () => void = () => undefined;
    const send = jest.fn(() => new Promise<void>((r) => (resolve = r)));
    const { result } = renderHook(() => useMagicLinkSender(send));
    expect(result.current.state).toBe('ACTIVE');
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.sendLink('max@example.de');
    });
    expect(result.current.state).toBe('IN_PROGRESS');
    await act(async () => {
      resolve();
      await pending;
    });
    expect(result.current).toMatchObject({ state: 'SUCCESS', outcome: 'sent' });
    act(() => jest.advanceTimersByTime(REACTIVATION_DELAY_MS - 1));
    expect(result.current.state).toBe('SUCCESS');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.state).toBe('ACTIVE');
  });

  it('reactivates at once after a failure', async () => {
    const send = jest.fn(async () => {
      throw new ApiError('CONNECTION', null, null);
    });
    const { result } = renderHook(() => useMagicLinkSender(send));
    await act(() => result.current.sendLink('max@example.de'));
    expect(result.current).toMatchObject({ state: 'ACTIVE', outcome: 'failed' });
  });

  it('is DISABLED when throttled, and reactivatable later', async () => {
    const send = jest.fn(async () => {
      throw new ApiError('UNKNOWN', 429, 'TOO_MANY_REQUESTS');
    });
    const { result } = renderHook(() => useMagicLinkSender(send));
    await act(() => result.current.sendLink('max@example.de'));
    expect(result.current).toMatchObject({ state: 'DISABLED', outcome: 'tooMany' });
    await act(() => result.current.sendLink('max@example.de'));
    expect(send).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current.state).toBe('ACTIVE');
  });
});
