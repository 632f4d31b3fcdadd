import { css, CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { styleCache } from './style-cache';

describe('styleCache', () => {
  afterEach(() => document.head.replaceChildren());

  it('puts the page’s nonce on every style element emotion creates', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'abc123';
    document.head.append(meta);
    render(
      <CacheProvider value={styleCache()}>
        <Global styles={{ body: { margin: 0 } }} />
        <p css={css({ color: 'red' })}>Hallo</p>
      </CacheProvider>,
    );
    const styles = [...document.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.map((style) => style.nonce)).toEqual(styles.map(() => 'abc123'));
  });
});
