import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

interface DayCount {
  date: string;
  count: number;
}

const shortDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** PRDs per day as bars (recharts: loaded with this chunk only, by the overview page). */
export function PrdsChart({ days }: { days: readonly DayCount[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        data={days}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        // The figure has a summary and a table for screen readers; the drawing takes no focus.
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis
          dataKey="date"
          tickFormatter={shortDay}
          tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: 'var(--color-line)' }}
          minTickGap={16}
        />
        <YAxis
          allowDecimals={false}
          tick={{ fill: 'var(--color-ink-muted)', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={48}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-surface-muted)' }}
          labelFormatter={(label) => (typeof label === 'string' ? shortDay(label) : '')}
          formatter={(value) => [value, 'PRDs']}
          contentStyle={{
            background: 'var(--color-surface)',
            border: '1px solid var(--color-line)',
            borderRadius: 8,
            color: 'var(--color-ink)',
            fontSize: 13,
          }}
        />
        <Bar dataKey="count" name="PRDs" fill="var(--color-brand-500)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
