import { act, render, screen } from '@testing-library/react';
import { sessionStore, setLoggedOut } from '@account/session';
import { LoggedIn } from './LoggedIn';

// What another team's host sees of the app while it learns whether someone is logged in.
describe('the app’s page and the login state', () => {
  afterEach(() => sessionStore.setState({ status: 'unknown', user: null }, true));

  it('leaves its place empty and tells the host once when nobody is logged in', () => {
    const onLoginRequired = jest.fn();
    const { container, rerender } = render(
      <LoggedIn onLoginRequired={onLoginRequired}>
        <p>Gefolgte Creator</p>
      </LoggedIn>,
    );
    act(() => setLoggedOut());
    rerender(
      <LoggedIn onLoginRequired={onLoginRequired}>
        <p>Gefolgte Creator</p>
      </LoggedIn>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('shows the page once a customer is logged in, without asking the host', () => {
    const onLoginRequired = jest.fn();
    act(() => sessionStore.setState({ status: 'loggedIn', user: {} as never }, true));
    render(
      <LoggedIn onLoginRequired={onLoginRequired}>
        <p>Gefolgte Creator</p>
      </LoggedIn>,
    );
    expect(screen.getByText('Gefolgte Creator')).toBeVisible();
    expect(onLoginRequired).not.toHaveBeenCalled();
  });
});
