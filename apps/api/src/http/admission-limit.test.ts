import { AdmissionLimit, ServiceBusy } from './admission-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AdmissionLimit', () => {
  it('runs up to its concurrency at once, queues up to its queue, and refuses the rest at once', async () => {
    const limit = new AdmissionLimit({ concurrency: 2, queue: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const tasks = gates.map((gate, i) =>
      limit.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await expect(limit.run(async () => 'too many')).rejects.toBeInstanceOf(ServiceBusy);
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    gates[0]!.resolve();
    await tasks[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    // Everything finished: the full size is free again.
    expect(await limit.run(async () => 'again')).toBe('again');
  });

  it('frees the slot of a task that fails', async () => {
    const limit = new AdmissionLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After', async () => {
    const limit = new AdmissionLimit({ concurrency: 1, queue: 0 }, 2);
    const gate = deferred();
    const running = limit.run(() => gate.promise);
    const refusal = await limit.run(async () => undefined).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      statusCode: 503,
      body: { errorKey: 'SERVICE_UNAVAILABLE' },
      headers: { 'Retry-After': '2' },
    });
    gate.resolve();
    await running;
  });
});
