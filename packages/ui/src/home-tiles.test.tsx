import { act, render, screen } from '@testing-library/react';
import { HomeTile, registerHomeTile } from './home-tiles';

it('shows nothing for an unfilled slot and the registered tile once an area fills it', () => {
  const { container } = render(<HomeTile slot="wishlistCount" />);
  expect(container).toBeEmptyDOMElement();
  act(() => registerHomeTile('wishlistCount', () => <p>3 Artikel auf Ihrer Wunschliste</p>));
  expect(screen.getByText('3 Artikel auf Ihrer Wunschliste')).toBeInTheDocument();
});
