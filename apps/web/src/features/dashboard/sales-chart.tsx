import type { MonthlySales } from '@bahi/domain/schemas';
import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatAmount } from '../../lib/format';
import { compactRupees, monthLabel, monthName, niceScale } from './chart-scale';

// Sales and GST per month as paired bars, drawn in plain SVG; each bar's tooltip names its month
// and amount. Screen readers get the same figures as a table, hidden from sight.

const WIDTH = 720;
const HEIGHT = 260;
const LEFT = 64;
const BOTTOM = 28;
const TOP = 10;
const SALES_COLOR = 'var(--mantine-color-indigo-6)';
const GST_COLOR = 'var(--mantine-color-orange-5)';

export function SalesChart({ months }: { months: readonly MonthlySales[] }) {
  const { top, step } = niceScale(Math.max(0, ...months.map((month) => month.sales)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(months.length, 1);
  const barWidth = Math.min(22, slot / 3);
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);

  return (
    <div>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label="Sales and GST per month">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text
              x={LEFT - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={11}
              fill="var(--mantine-color-dimmed)"
            >
              {compactRupees(tick)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = LEFT + index * slot + (slot - 2 * barWidth) / 2;
          return (
            <g key={month.month} data-month={month.month}>
              <Bar x={x} width={barWidth} value={month.sales} y={y} fill={SALES_COLOR}>
                {`${monthName(month.month)} sales ${formatAmount(month.sales)}`}
              </Bar>
              <Bar x={x + barWidth} width={barWidth} value={month.gst} y={y} fill={GST_COLOR}>
                {`${monthName(month.month)} GST ${formatAmount(month.gst)}`}
              </Bar>
              <text x={x + barWidth} y={HEIGHT - 8} textAnchor="middle" fontSize={11}>
                {monthLabel(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <Group gap="lg" justify="center">
        <Legend color={SALES_COLOR} label="Sales (incl. GST)" />
        <Legend color={GST_COLOR} label="GST" />
      </Group>
      <VisuallyHidden>
        <Table aria-label="Sales and GST per month, figures">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Sales</Table.Th>
              <Table.Th>GST</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {months.map((month) => (
              <Table.Tr key={month.month}>
                <Table.Td>{monthName(month.month)}</Table.Td>
                <Table.Td>{formatAmount(month.sales)}</Table.Td>
                <Table.Td>{formatAmount(month.gst)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}

type BarProps = {
  x: number;
  width: number;
  value: number;
  y: (value: number) => number;
  fill: string;
  children: string;
};

function Bar({ x, width, value, y, fill, children }: BarProps) {
  const top = y(value);
  return (
    <rect x={x} y={top} width={width} height={Math.max(0, y(0) - top)} fill={fill}>
      <title>{children}</title>
    </rect>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <span style={{ width: 12, height: 12, background: color, display: 'inline-block', borderRadius: 2 }} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
