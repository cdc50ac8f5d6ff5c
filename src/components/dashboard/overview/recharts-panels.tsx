'use client';

import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewChartsProps } from './chart-labels';
import { formatCalendarDate } from '@/shared/time/format';

const AXIS = { fontSize: 11, fill: 'currentColor' };
const GRID = 'color-mix(in srgb, currentColor 15%, transparent)';
const TOOLTIP = {
  contentStyle: { background: 'var(--color-white, #fff)', color: '#0f172a', borderRadius: 8, border: '1px solid #cbd5e1', fontSize: 12 },
};

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <figure data-testid={testId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <figcaption className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">{title}</figcaption>
      <div className="h-56 text-slate-500 dark:text-slate-400">
        <ResponsiveContainer width="100%" height="100%">{children}</ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The charts themselves (this module is the only one that imports Recharts). */
export function RechartsPanels({ days, show, labels, locale }: OverviewChartsProps) {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(locale);
  const data = days.map((entry) => ({ ...entry, label: formatCalendarDate(entry.date, locale, 'day-month') }));
  const xAxis = <XAxis dataKey="label" tick={AXIS} tickLine={false} interval="preserveStartEnd" minTickGap={24} />;

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {show.traffic ? <Panel title={labels.requestsChart} testId="chart-requests">
        <AreaChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          <YAxis tick={AXIS} tickLine={false} allowDecimals={false} tickFormatter={(value: number) => count.format(value)} width={48} />
          <Tooltip {...TOOLTIP} formatter={(value) => count.format(Number(value))} />
          <Area type="monotone" dataKey="requests" name={labels.requests} stroke="#6366f1" fill="#818cf8" fillOpacity={0.3} isAnimationActive={false} />
        </AreaChart>
      </Panel> : null}
      {show.traffic ? <Panel title={labels.errorsChart} testId="chart-errors">
        <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          <YAxis tick={AXIS} tickLine={false} domain={[0, (dataMax: number) => Math.min(1, Math.max(dataMax, 0.01))]} tickFormatter={(value: number) => percent.format(value)} width={48} />
          <Tooltip {...TOOLTIP} formatter={(value) => percent.format(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line type="linear" dataKey="client_error_rate" name={labels.clientErrors} stroke="#d97706" dot={false} isAnimationActive={false} />
          <Line type="linear" dataKey="server_error_rate" name={labels.serverErrors} stroke="#dc2626" dot={false} isAnimationActive={false} />
        </LineChart>
      </Panel> : null}
      {show.signUps ? <Panel title={labels.signUpsChart} testId="chart-sign-ups">
        <BarChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          <YAxis tick={AXIS} tickLine={false} allowDecimals={false} width={48} />
          <Tooltip {...TOOLTIP} formatter={(value) => count.format(Number(value))} />
          <Bar dataKey="sign_ups" name={labels.signUps} fill="#059669" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Panel> : null}
    </div>
  );
}
