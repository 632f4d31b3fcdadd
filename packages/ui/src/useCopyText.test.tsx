import { act, renderHook } from '@testing-library/react';
import { COPIED_VISIBLE_MS, useCopyText } from './useCopyText';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('useCopyText', () => {
  afterEach(() => jest.useRealTimers());

  it('names the copied text, and lets the confirmation go after a while', async () => {
    jest.useFakeTimers();
    const written: string[] = [];
    clipboard(async (text) => void written.push(text));
    const { result } = renderHook(() => useCopyText('Code kopiert', jest.fn()));
    await act(() => result.current.copy('WELCOME-4711'));
    expect(written).toEqual(['WELCOME-4711']);
    expect(result.current.copied).toBe('WELCOME-4711');
    act(() => jest.advanceTimersByTime(COPIED_VISIBLE_MS));
    expect(result.current.copied).toBeNull();
  });

  it('names the text it could not copy and reports why, when the browser refuses', async () => {
    const refused = new Error('denied');
    clipboard(() => Promise.reject(refused));
    const onFailure = jest.fn();
    const { result } = renderHook(() => useCopyText('Code kopiert', onFailure));
    await act(() => result.current.copy('WELCOME-4711'));
    expect(result.current.failed).toBe('WELCOME-4711');
    expect(result.current.copied).toBeNull();
    expect(onFailure).toHaveBeenCalledWith(refused);
  });
});
