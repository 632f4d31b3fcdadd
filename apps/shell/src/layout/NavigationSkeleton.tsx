import { useTranslation } from '@account/i18n';
import { SkeletonBlock, theme } from '@account/ui';
import { navigationGroups } from './navigation';

/** The same groups and entries for every shop and configuration: pre-rendered, it must hydrate. */
const shape = navigationGroups({ to: '', external: false }).map((group) => group.entries.length);

/**
 * The side navigation while the login state is checked (which entries a customer has depends on
 * their account): its groups and entries as bars, so the page's frame is complete from the first
 * paint and nothing beside the content moves when the links arrive.
 */
export function NavigationSkeleton() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.label')}
      aria-busy="true"
      css={{ [theme.media.phone]: { display: 'none' } }}
    >
      <div aria-hidden="true">
        {shape.map((entries, group) => (
          <div key={group} css={{ marginBottom: theme.space(2) }}>
            <SkeletonBlock width="45%" height={theme.space(1.5)} spaceBelow={theme.space(1)} />
            {Array.from({ length: entries }, (_, entry) => (
              <div
                key={entry}
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: theme.hitArea,
                  paddingLeft: theme.space(2),
                }}
              >
                <SkeletonBlock width={`${70 - ((group + entry) % 3) * 12}%`} spaceBelow="0" />
              </div>
            ))}
          </div>
        ))}
      </div>
    </nav>
  );
}
