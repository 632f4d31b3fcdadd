import { type FormEvent, useEffect, useRef } from 'react';
import { Link } from '@account/router';
import { orderPeriods, orderStateFilters } from '@account/contracts';
import type { OrderHistoryFilters } from '@account/api-client/orders';
import { useTranslation } from '@account/i18n';
import { Button, theme } from '@account/ui';
import { Select, TextField } from '@account/ui/forms';
import { NS } from '../../../i18n';
import type { FilterParams } from '../hooks/useOrderFilters';

interface OrderFiltersProps {
  filters: OrderHistoryFilters;
  /** The years the customer ordered in, newest first. */
  years: number[];
  onApply: (params: FilterParams) => void;
}

/**
 * Search, period and state in one GOV.UK form that applies on "Anzeigen" (no list jumping about
 * while a customer still picks). Uncontrolled: the parent remounts it with the address's values
 * whenever they change, by the back button too.
 */
export function OrderFilters({ filters, years, onApply }: OrderFiltersProps) {
  const { t } = useTranslation(NS);
  const form = useRef<HTMLFormElement>(null);
  // The router renders navigations as transitions, and React merges one not yet shown with the
  // next: "Anzeigen" and at once the back button (at 4x CPU, 4 times in 5) land on the filters
  // already shown, so nothing remounts the form, and it kept the pick it no longer shows. The
  // router's location is the same then, too. Back and forward bring the form to the filters it
  // was made with; when the list changes as well, the new filters remount it after.
  useEffect(() => {
    const reset = () => form.current?.reset();
    window.addEventListener('popstate', reset);
    return () => window.removeEventListener('popstate', reset);
  }, []);
  // A shared link may name a year outside the span the answer lists: it stays a choice.
  const shownYears =
    filters.period && /^\d{4}$/.test(filters.period) && !years.includes(Number(filters.period))
      ? [...years, Number(filters.period)]
      : years;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    onApply({ q: value('q'), period: value('period'), state: value('state'), sort: filters.sort });
  }
  return (
    <form
      ref={form}
      role="search"
      aria-labelledby="order-filters-title"
      onSubmit={submit}
      css={{
        marginBottom: theme.space(3),
        padding: theme.space(2),
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radii.md,
      }}
    >
      <h2 id="order-filters-title" css={{ marginTop: 0, fontSize: theme.fontSize.lg }}>
        {t('history.filters.title')}
      </h2>
      <TextField
        name="q"
        type="search"
        label={t('history.filters.search')}
        hint={t('history.filters.searchHint')}
        defaultValue={filters.q ?? ''}
        maxLength={100}
        autoComplete="off"
      />
      <div css={{ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(3) }}>
        <div css={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Select
            name="period"
            label={t('history.filters.period')}
            defaultValue={filters.period ?? ''}
            options={[
              { value: '', label: t('history.filters.periods.all') },
              ...orderPeriods.map((period) => ({
                value: period,
                label: t(`history.filters.periods.${period}`),
              })),
              ...shownYears.map((year) => ({
                value: String(year),
                label: t('history.filters.year', { year }),
              })),
            ]}
          />
        </div>
        <div css={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Select
            name="state"
            label={t('history.filters.state')}
            defaultValue={filters.state ?? ''}
            options={[
              { value: '', label: t('history.filters.states.all') },
              ...orderStateFilters.map((state) => ({
                value: state,
                label: t(`history.filters.states.${state}`),
              })),
            ]}
          />
        </div>
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' }}>
        <Button type="submit">{t('history.filters.apply')}</Button>
        {(filters.q ?? filters.period ?? filters.state) && (
          <Link to={{ search: '' }}>{t('history.filters.reset')}</Link>
        )}
      </div>
    </form>
  );
}
