/** @jest-environment node */
import { VISITOR_KEY, visitorId } from './visitor';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the visitor id', () => {
  it('is created once and kept by the browser', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(storage.getItem(VISITOR_KEY)).toBe(first);
    expect(visitorId(storage)).toBe(first);
  });

  it('is random per browser', () => {
    expect(visitorId(memoryStorage())).not.toBe(visitorId(memoryStorage()));
  });

  it('still exists where storage refuses to be used', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(visitorId(refusing)).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});
