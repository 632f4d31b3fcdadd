import { useDeferredValue } from 'react';
import { NavLink, useNavigate } from '@account/router';
import { faqLink, isFlagOn } from '@account/config';
import { useTranslation } from '@account/i18n';
import { endSession, useSession } from '@account/session';
import { Button, Icon, theme } from '@account/ui';
import { isRegistered, remoteForPath } from '@account/federation';
import { NavigationSkeleton } from './NavigationSkeleton';
import { navigationGroups, visibleGroups } from './navigation';
import { paths } from '@account/contracts';

/** The home and other host pages are always there; an area only with its remote in the registry. */
function isDeployedArea(to: string): boolean {
  const remote = remoteForPath(to);
  return remote === null || isRegistered(remote);
}

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  minHeight: theme.hitArea,
  padding: `${theme.space(0.5)} ${theme.space(1.5)}`,
  borderLeft: '4px solid transparent',
  borderRadius: `0 ${theme.radii.sm} ${theme.radii.sm} 0`,
  color: theme.color.text,
  textDecoration: 'none',
  '&:hover': { background: theme.color.subtle, textDecoration: 'underline' },
  // NavLink marks the current page with aria-current="page"; the style follows the attribute.
  '&[aria-current="page"]': {
    fontWeight: theme.fontWeight.bold,
    color: theme.color.brand,
    background: theme.color.brandTint,
    borderLeftColor: theme.color.brand,
  },
} as const;

interface SideNavigationProps {
  /**
   * The side column is hidden on mobile (spec section 2); there the account home lists the same
   * entries in its content instead, so every area stays reachable on a phone.
   */
  placement: 'side' | 'home';
}

export function SideNavigation({ placement }: SideNavigationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Deferred like the home's dashboard: rendered in slices once the login state is known.
  const user = useDeferredValue(useSession((state) => state.user));
  const loggedOut = useSession((state) => state.status === 'loggedOut');
  if (!user) return placement === 'side' && !loggedOut ? <NavigationSkeleton /> : null;
  const groups = visibleGroups(navigationGroups(faqLink()), user, isFlagOn, isDeployedArea);

  async function logout() {
    // Leave the protected page first, so the guard does not bounce to login on the way out.
    await navigate(paths.postLogout());
    await endSession().catch(() => undefined);
  }

  return (
    <nav
      aria-label={t(placement === 'side' ? 'nav.label' : 'nav.homeLabel')}
      css={
        placement === 'side'
          ? { [theme.media.phone]: { display: 'none' } }
          : {
              display: 'none',
              [theme.media.phone]: { display: 'block', marginTop: theme.space(4) },
            }
      }
    >
      {groups.map((group) => (
        <section key={group.labelKey} css={{ marginBottom: theme.space(2) }}>
          <h2
            css={{
              fontSize: theme.fontSize.sm,
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
              margin: `0 0 ${theme.space(0.5)}`,
              color: theme.color.muted,
            }}
          >
            {t(group.labelKey)}
          </h2>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {group.entries.map((entry) => (
              <li key={entry.to}>
                {entry.external ? (
                  <a href={entry.to} css={linkStyle}>
                    <Icon name={entry.icon} />
                    {t(entry.labelKey)}
                  </a>
                ) : (
                  <NavLink to={entry.to} css={linkStyle}>
                    <Icon name={entry.icon} />
                    {t(entry.labelKey)}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Button variant="secondary" onClick={logout}>
        <Icon name="logout" />
        {t('nav.logout')}
      </Button>
    </nav>
  );
}
