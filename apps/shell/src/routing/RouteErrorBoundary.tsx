import { Component, type ReactNode } from 'react';
import { useLocation } from '@account/router';
import { ErrorFallback } from '../pages/ErrorFallback';

interface BoundaryProps {
  children: ReactNode;
  /** The page the error happened on: navigating to another page tries again. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

/**
 * What the data router's `errorElement` did: anything the host's pages fail to render shows the
 * error screen instead of a blank page, and the next navigation renders again. Remotes have
 * their own boundary per area (packages/federation), so a failing area keeps the frame.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
