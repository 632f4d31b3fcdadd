import { act, renderHook } from '@testing-library/react';
import { useSubmit } from './useSubmit';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const classify = (error: unknown) => {
  if (error instanceof HttpError && error.status === 409) return 'notPossible' as const;
  if (error instanceof HttpError && error.status === 403) return 'wrongPassword' as const;
  return 'failed' as const;
};

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmit', () => {
  it('goes from idle through in progress to success and hands the result to the caller', async () => {
    const answer = deferred<{ orderNumber: string }>();
    const action = jest.fn((_reason: string) => answer.promise);
    const { result } = renderHook(() => useSubmit(action, classify));
    expect(result.current.state).toEqual({ status: 'idle' });

    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.submit('noLongerNeeded');
    });
    expect(result.current.state).toEqual({ status: 'inProgress' });
    expect(result.current.busy).toBe(true);

    await act(async () => {
      answer.resolve({ orderNumber: '71010007' });
      await outcome;
    });
    expect(result.current.state).toEqual({
      status: 'success',
      result: { orderNumber: '71010007' },
    });
    expect(result.current.busy).toBe(false);
    await expect(outcome).resolves.toEqual({ ok: true, result: { orderNumber: '71010007' } });
    expect(action).toHaveBeenCalledWith('noLongerNeeded');
  });

  it.each([
    [409, 'notPossible'],
    [403, 'wrongPassword'],
    [500, 'failed'],
  ])('classifies a %i answer as %s with the caller’s classifier', async (status, expected) => {
    const { result } = renderHook(() =>
      useSubmit(() => Promise.reject(new HttpError(status)), classify),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(result.current.state).toEqual({ status: 'failed', failure: expected });
    expect(result.current.failure).toBe(expected);
    expect(outcome).toEqual({ ok: false, failure: expected });
  });

  it('ignores a second submit while the first is in progress, even within the same render', async () => {
    const answer = deferred<string>();
    const action = jest.fn(() => answer.promise);
    const { result } = renderHook(() => useSubmit(action, classify));
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    await expect(second).resolves.toBeNull();
    await act(async () => {
      answer.resolve('done');
      await first;
    });
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => {
      await result.current.submit();
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('allows a new attempt after a failure and resets to idle', async () => {
    const action = jest.fn().mockRejectedValueOnce(new HttpError(500)).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useSubmit(action, classify));
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.state.status).toBe('failed');
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.state).toEqual({ status: 'success', result: 'ok' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ status: 'idle' });
  });

  it('calls the action and classifier of the latest render', async () => {
    const { result, rerender } = renderHook(
      ({ suffix }) =>
        useSubmit(
          () => Promise.reject(new Error(suffix)),
          (error) => (error as Error).message,
        ),
      {
        initialProps: { suffix: 'first' },
      },
    );
    rerender({ suffix: 'second' });
    await act(async () => {
      await result.current.submit();
    });
    expect(result.current.failure).toBe('second');
  });
});
