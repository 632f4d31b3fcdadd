import type { ReactNode } from 'react';
import { theme, visuallyHidden } from '@account/ui';

export interface DataColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned and never wrapped: amounts and quantities. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The row header: what each row is (article, invoice number); the card's title on phones. */
  rowHeader: DataColumn<Row>;
  columns: DataColumn<Row>[];
}

const cell = {
  // Narrower at the sides than above and below: seven columns of open invoices, their credits
  // spelled out, still fit the page's column on a 1280 px laptop.
  padding: `${theme.space(1.5)} ${theme.space(1)}`,
  borderBottom: `1px solid ${theme.color.divider}`,
  textAlign: 'left',
  verticalAlign: 'middle',
} as const;
const numeric = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * A real table on wide screens; below the tablet breakpoint each row becomes a card with each
 * value under its header's label, so amount and status stay visible on a 390 px phone without
 * scrolling sideways. One DOM for both, so nothing is read twice.
 */
export function DataTable<Row>({ caption, rows, rowKey, rowHeader, columns }: DataTableProps<Row>) {
  return (
    <table
      css={{
        width: '100%',
        borderCollapse: 'collapse',
        background: theme.color.white,
        borderRadius: theme.radii.md,
        boxShadow: theme.shadow.card,
        marginBottom: theme.space(3),
        [theme.media.phone]: {
          display: 'block',
          background: 'none',
          boxShadow: 'none',
          thead: visuallyHidden,
          'tbody, tr, th, td': { display: 'block' },
          tr: {
            background: theme.color.white,
            border: `1px solid ${theme.color.divider}`,
            borderRadius: theme.radii.md,
            boxShadow: theme.shadow.card,
            padding: theme.space(2),
            marginBottom: theme.space(2),
          },
          'th, td': { border: 0, padding: `${theme.space(0.5)} 0`, textAlign: 'left' },
          td: { display: 'flex', justifyContent: 'space-between', gap: theme.space(2) },
          'td::before': { content: 'attr(data-label)', color: theme.color.muted },
        },
      }}
    >
      <caption
        css={{
          textAlign: 'left',
          fontSize: theme.fontSize.xl,
          fontWeight: theme.fontWeight.bold,
          padding: `0 0 ${theme.space(1)}`,
          [theme.media.phone]: { display: 'block' },
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {[rowHeader, ...columns].map((column) => (
            <th
              key={column.key}
              scope="col"
              css={{
                ...cell,
                ...(column.numeric ? numeric : {}),
                fontSize: theme.fontSize.sm,
                color: theme.color.muted,
                borderBottomWidth: 2,
              }}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th
              scope="row"
              css={{
                ...cell,
                fontWeight: theme.fontWeight.regular,
                [theme.media.phone]: { fontWeight: theme.fontWeight.bold },
              }}
            >
              {rowHeader.cell(row)}
            </th>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.header}
                css={{ ...cell, ...(column.numeric ? numeric : {}) }}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
