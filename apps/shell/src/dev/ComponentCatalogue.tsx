import { useState, type ReactNode } from 'react';
import { useTranslation } from '@account/i18n';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  Icon,
  Illustration,
  Notice,
  SectionHeader,
  Skeleton,
  Tag,
  theme,
  tokens,
  type IconName,
  type IllustrationName,
} from '@account/ui';
import { DataTable } from '@account/ui/data-table';
import { Checkbox, PasswordField, RadioGroup, Select, Switch, TextField } from '@account/ui/forms';
import { Modal } from '@account/ui/modal';
import { OrderStatusBadge, Stepper } from '@account/ui/orders';
import { StepUpModal } from '@account/ui/step-up';
import { CATALOGUE_NS } from './catalogue-texts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={{ marginBottom: theme.space(5) }}>
      <h2
        id={id}
        css={{
          fontSize: theme.fontSize.xxl,
          borderBottom: `2px solid ${theme.color.divider}`,
          paddingBottom: theme.space(1),
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

const row = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  alignItems: 'center',
  marginBottom: theme.space(2),
} as const;
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: theme.space(2),
} as const;

const icons: IconName[] = [
  'home',
  'box',
  'invoice',
  'heart',
  'share',
  'play',
  'clock',
  'user',
  'mail',
  'lock',
  'pin',
  'card',
  'help',
  'chat',
  'logout',
  'search',
  'basket',
  'phone',
  'check',
  'tag',
];
const drawings: IllustrationName[] = [
  'empty',
  'error',
  'notFound',
  'construction',
  'goodbye',
  'success',
];
const invoices = [
  { number: 'RE71010007', due: '10.12.2026', amount: '129,00 €', overdue: false },
  { number: 'RE71010009', due: '02.11.2026', amount: '49,95 €', overdue: true },
];

/** /_catalogue: every kit component in its states, for designers, developers and axe (e2e). */
export function ComponentCatalogue() {
  const { t } = useTranslation(CATALOGUE_NS);
  const [reason, setReason] = useState<'a' | 'b' | null>(null);
  const [switchedOn, setSwitchedOn] = useState(true);
  const [modal, setModal] = useState(false);
  const [stepUp, setStepUp] = useState(false);
  const s = (key: string) => t(`sample.${key}`);
  return (
    <>
      <SectionHeader title={t('title')} />
      <p>{t('intro')}</p>

      <Section id="cat-colours" title={t('sections.colours')}>
        <ul css={{ ...grid, listStyle: 'none', padding: 0 }}>
          {Object.entries(tokens.color)
            .filter(([, value]) => value.startsWith('#'))
            .map(([name, value]) => (
              <li key={name} css={{ display: 'flex', alignItems: 'center', gap: theme.space(1) }}>
                <span
                  aria-hidden="true"
                  css={{
                    width: theme.hitArea,
                    height: theme.hitArea,
                    borderRadius: theme.radii.sm,
                    background: value,
                    border: `1px solid ${theme.color.divider}`,
                  }}
                />
                <span>
                  <strong>{name}</strong> <code>{value}</code>
                </span>
              </li>
            ))}
        </ul>
      </Section>

      <Section id="cat-type" title={t('sections.type')}>
        {Object.entries(tokens.fontSize).map(([name, size]) => (
          <p key={name} css={{ fontSize: size, margin: `0 0 ${theme.space(1)}` }}>
            {name} ({size}) – {s('cardTitle')}
          </p>
        ))}
      </Section>

      <Section id="cat-buttons" title={t('sections.buttons')}>
        <div css={row}>
          <Button>{s('primary')}</Button>
          <Button variant="secondary">{s('secondary')}</Button>
          <Button variant="tertiary">{s('tertiary')}</Button>
          <Button variant="destructive">{s('destructive')}</Button>
        </div>
        <div css={row}>
          <Button busy>{s('busy')}</Button>
          <Button variant="secondary" aria-disabled>
            {s('inactive')}
          </Button>
          <Button variant="link">{s('link')}</Button>
        </div>
      </Section>

      <Section id="cat-fields" title={t('sections.fields')}>
        <TextField
          id="cat-email"
          label={s('email')}
          hint={s('emailHint')}
          type="email"
          autoComplete="off"
        />
        <TextField
          id="cat-email-error"
          label={s('email')}
          error={s('emailError')}
          defaultValue="max@"
          type="email"
          autoComplete="off"
        />
        <PasswordField id="cat-password" label={s('password')} autoComplete="new-password" />
        <Checkbox id="cat-newsletter" label={s('newsletter')} />
        <Switch
          id="cat-switch"
          label={s('switchLabel')}
          hint={s('switchHint')}
          status={
            <Tag tone={switchedOn ? 'success' : 'neutral'}>
              {s(switchedOn ? 'switchOn' : 'switchOff')}
            </Tag>
          }
          checked={switchedOn}
          onChange={setSwitchedOn}
        />
        <RadioGroup
          id="cat-reason"
          name="cat-reason"
          legend={s('reasonLegend')}
          error={reason ? undefined : s('reasonError')}
          value={reason}
          onChange={setReason}
          options={[
            { value: 'a', label: s('reasonA') },
            { value: 'b', label: s('reasonB') },
          ]}
        />
        <Select
          id="cat-sort"
          label={s('sort')}
          options={[
            { value: 'dsc', label: s('sortDesc') },
            { value: 'asc', label: s('sortAsc') },
          ]}
        />
      </Section>

      <Section id="cat-notices" title={t('sections.notices')}>
        <Notice tone="info">{s('info')}</Notice>
        <Notice tone="success">{s('success')}</Notice>
        <Notice tone="warning">{s('warning')}</Notice>
        <Notice tone="error">{s('error')}</Notice>
      </Section>

      <Section id="cat-badges" title={t('sections.badges')}>
        <div css={row}>
          <Tag>{s('open')}</Tag>
          <Tag tone="error">{s('overdue')}</Tag>
          {(
            ['confirmed', 'dispatched', 'delivered', 'partiallyReturned', 'cancelled'] as const
          ).map((status) => (
            <OrderStatusBadge
              key={status}
              order={{
                status,
                items: [
                  {
                    status: status === 'partiallyReturned' ? 'returned' : status,
                    directSupplier: false,
                  },
                ],
              }}
            />
          ))}
        </div>
      </Section>

      <Section id="cat-cards" title={t('sections.cards')}>
        <div css={grid}>
          <Card
            title={s('cardTitle')}
            to="/orders"
            headingLevel={3}
            aside={<Tag tone="progress">{t('orderStatus.dispatched', { ns: 'common' })}</Tag>}
          >
            <p css={{ margin: 0 }}>{s('cardBody')}</p>
          </Card>
          <Card title={s('plainCard')} headingLevel={3}>
            <p css={{ margin: 0, fontSize: theme.fontSize.xl }}>{s('plainCardBody')}</p>
          </Card>
        </div>
      </Section>

      <Section id="cat-stepper" title={t('sections.stepper')}>
        <Stepper
          label={t('sections.stepper')}
          steps={(['confirmed', 'processing', 'dispatched', 'delivered'] as const).map((key) => ({
            key,
            label: t(`tracking.steps.${key}`, { ns: 'common' }),
          }))}
          current="dispatched"
          stateLabels={{
            done: t('tracking.done', { ns: 'common' }),
            current: t('tracking.current', { ns: 'common' }),
            open: t('tracking.open', { ns: 'common' }),
          }}
        />
      </Section>

      <Section id="cat-table" title={t('sections.table')}>
        <DataTable
          caption={s('tableCaption')}
          rows={invoices}
          rowKey={(invoice) => invoice.number}
          rowHeader={{ key: 'number', header: s('invoice'), cell: (invoice) => invoice.number }}
          columns={[
            { key: 'due', header: s('dueDate'), cell: (invoice) => invoice.due },
            {
              key: 'status',
              header: s('status'),
              cell: (invoice) => (
                <Tag tone={invoice.overdue ? 'error' : 'neutral'}>
                  {invoice.overdue ? s('overdue') : s('open')}
                </Tag>
              ),
            },
            {
              key: 'amount',
              header: s('amount'),
              numeric: true,
              cell: (invoice) => invoice.amount,
            },
          ]}
        />
      </Section>

      <Section id="cat-states" title={t('sections.states')}>
        <div css={grid}>
          <Card title={t('sections.states')} headingLevel={3}>
            <Skeleton lines={3} />
          </Card>
          <Card title={s('loadError')} headingLevel={3}>
            <ErrorState compact message={s('loadError')} onRetry={() => undefined} />
          </Card>
        </div>
        <EmptyState
          title={s('emptyTitle')}
          body={s('emptyBody')}
          action={<a href="/">{t('app.backToShop', { ns: 'common' })}</a>}
        />
        <ErrorState message={s('loadError')} onRetry={() => undefined} />
        <ul css={{ ...row, listStyle: 'none', padding: 0 }}>
          {drawings.map((name) => (
            <li key={name} css={{ textAlign: 'center' }}>
              <Illustration name={name} size={theme.size.illustration * 0.75} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="cat-modal" title={t('sections.modal')}>
        <div css={row}>
          <Button variant="secondary" onClick={() => setModal(true)}>
            {s('openModal')}
          </Button>
          <Button variant="secondary" onClick={() => setStepUp(true)}>
            {s('openStepUp')}
          </Button>
        </div>
        <Modal open={modal} title={s('modalTitle')} onClose={() => setModal(false)}>
          <p>{s('modalBody')}</p>
        </Modal>
        {/* The re-authentication dialog of every protected change, as a wrong password left it. */}
        <StepUpModal
          open={stepUp}
          failure="wrongPassword"
          busy={false}
          onConfirm={() => setStepUp(false)}
          onCancel={() => setStepUp(false)}
        />
      </Section>

      <Section id="cat-icons" title={t('sections.icons')}>
        <ul css={{ ...row, listStyle: 'none', padding: 0 }}>
          {icons.map((name) => (
            <li
              key={name}
              css={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: theme.space(0.5),
                width: theme.space(10),
              }}
            >
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
