import { render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Routes, useLocation } from './one-page-router';

function Address() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

it('gives links the host’s basename and the page’s address as it is', () => {
  window.history.pushState({}, '', '/magazin/creator?tab=2');
  render(
    <BrowserRouter basename="/magazin/">
      <Link to="/creators-hub" className="back">
        Zum Creators Hub
      </Link>
      <Address />
    </BrowserRouter>,
  );
  const link = screen.getByRole('link', { name: 'Zum Creators Hub' });
  expect(link).toHaveAttribute('href', '/magazin/creators-hub');
  expect(link).toHaveClass('back');
  expect(screen.getByText('/magazin/creator?tab=2')).toBeInTheDocument();
});

it('says routes belong to the account’s own hosts instead of rendering none', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Routes />)).toThrow(/only available in the account's own hosts/);
});
