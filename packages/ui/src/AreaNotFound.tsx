import { Link } from '@account/router';
import { useTranslation } from '@account/i18n';
import { InfoScreen } from './InfoScreen';

interface AreaNotFoundProps {
  /** The remote's namespace; it holds `notFound.title`, `notFound.body` and `notFound.action`. */
  ns: string;
  /** Where the action leads: the start of the remote's area. */
  to: string;
}

/** A path a remote was mounted for but does not know, in the remote's own words. */
export function AreaNotFound({ ns, to }: AreaNotFoundProps) {
  const { t } = useTranslation(ns);
  return (
    <InfoScreen
      illustration="notFound"
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={<Link to={to}>{t('notFound.action')}</Link>}
    />
  );
}
