import { copyWithoutSoftHyphens } from './soft-hyphen-copy';

function copy(text: string) {
  document.body.textContent = text;
  document.getSelection()!.selectAllChildren(document.body);
  const setData = jest.fn();
  const event = { clipboardData: { setData }, preventDefault: jest.fn() };
  copyWithoutSoftHyphens(event as unknown as ClipboardEvent);
  return { setData, prevented: event.preventDefault.mock.calls.length > 0 };
}

describe('copyWithoutSoftHyphens', () => {
  it('copies a hyphenated name as the plain name', () => {
    const { setData, prevented } = copy(
      'Ge\u00ADsichts\u00ADrei\u00ADni\u00ADgungs\u00ADbürs\u00ADte',
    );
    expect(setData).toHaveBeenCalledWith('text/plain', 'Gesichtsreinigungsbürste');
    expect(prevented).toBe(true);
  });

  it('leaves a selection without soft hyphens to the browser (it keeps the formatting)', () => {
    const { setData, prevented } = copy('Bestellnummer 71010007');
    expect(setData).not.toHaveBeenCalled();
    expect(prevented).toBe(false);
  });
});
