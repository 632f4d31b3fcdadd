import { act, renderHook } from '@testing-library/react';
import type { StepUpFailure } from '@account/contracts';
import { useStepUpRetry } from './useStepUpRetry';

class Refused extends Error {
  constructor(readonly reason: StepUpFailure | 'lastWayIn') {
    super(reason);
  }
}

const stepUpOf = (error: unknown) =>
  error instanceof Refused && error.reason !== 'lastWayIn' ? error.reason : null;
const classify = (error: unknown) =>
  error instanceof Refused && error.reason === 'lastWayIn' ? 'lastWayIn' : 'failed';

/** The service as it answers an old login: the password first, then only the right one. */
const staleLogin = async (id: string, password?: string) => {
  if (!password) throw new Refused('passwordRequired');
  if (password !== 'Sommer2026!') throw new Refused('wrongPassword');
  return `${id} changed`;
};

describe('useStepUpRetry', () => {
  it("resolves the caller's submit once the change went through with the password", async () => {
    const done = jest.fn();
    const { result } = renderHook(() =>
      useStepUpRetry({ change: staleLogin, done, classify, stepUpOf }),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    await act(async () => {
      outcome = result.current.submit('passkey-1');
    });
    expect(result.current.passwordModal.open).toBe(true);
    await act(async () => result.current.passwordModal.onConfirm('Falsch2026!'));
    expect(result.current.passwordModal).toMatchObject({ open: true, failure: 'wrongPassword' });
    await act(async () => result.current.passwordModal.onConfirm('Sommer2026!'));
    expect(result.current.passwordModal.open).toBe(false);
    expect(done).toHaveBeenCalledWith('passkey-1 changed', 'passkey-1');
    await expect(outcome).resolves.toEqual({ ok: true, result: 'passkey-1 changed' });
  });

  it('resolves with null when the customer cancels the password dialog', async () => {
    const cancelled = jest.fn();
    const { result } = renderHook(() =>
      useStepUpRetry({ change: staleLogin, classify, stepUpOf, cancelled }),
    );
    let outcome: Promise<unknown> = Promise.resolve();
    await act(async () => {
      outcome = result.current.submit('passkey-1');
    });
    act(() => result.current.passwordModal.onCancel());
    expect(result.current.passwordModal.open).toBe(false);
    expect(cancelled).toHaveBeenCalledWith('passkey-1');
    await expect(outcome).resolves.toBeNull();
  });

  it("keeps the dialog open on the change's own failure, or closes it when told to", async () => {
    const change = async (_id: string, password?: string) => {
      if (!password) throw new Refused('passwordRequired');
      throw new Refused('lastWayIn');
    };
    for (const closeOnFailure of [false, true]) {
      const { result } = renderHook(() =>
        useStepUpRetry({ change, classify, stepUpOf, closeOnFailure }),
      );
      let outcome: Promise<unknown> = Promise.resolve();
      await act(async () => {
        outcome = result.current.submit('passkey-1');
      });
      await act(async () => result.current.passwordModal.onConfirm('Sommer2026!'));
      expect(result.current.passwordModal.open).toBe(!closeOnFailure);
      expect(result.current.failure).toBe('lastWayIn');
      await expect(outcome).resolves.toEqual({ ok: false, failure: 'lastWayIn' });
    }
  });
});
