'use client';

import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewChartsProps } from './chart-labels';
import { formatCalendarDate } from '@/shared/time/format';
import { dayTicks, niceTicks } from './chart-axes';

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
  const highest = (values: (number | null)[]) => Math.max(0, ...values.map((value) => value ?? 0));
  // One x-axis for every chart: the same days labelled, each day a band (bars and points alike at its middle).
  const xAxis = <XAxis dataKey="label" scale="band" ticks={dayTicks(data.map((entry) => entry.label))} interval={0} tick={AXIS} tickLine={false} />;
  const yAxis = (ticks: number[], format: (value: number) => string) => (
    <YAxis tick={AXIS} tickLine={false} ticks={ticks} domain={[0, ticks.at(-1)!]} interval={0} tickFormatter={format} width={48} />
  );
  const requestTicks = niceTicks(highest(days.map((entry) => entry.requests)), { integer: true });
  const rateTicks = niceTicks(highest(days.flatMap((entry) => [entry.client_error_rate, entry.server_error_rate])), { floor: 0.01, ceiling: 1 });
  const signUpTicks = niceTicks(highest(days.map((entry) => entry.sign_ups)), { integer: true });

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {show.traffic ? <Panel title={labels.requestsChart} testId="chart-requests">
        <AreaChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          {yAxis(requestTicks, (value) => count.format(value))}
          <Tooltip {...TOOLTIP} formatter={(value) => count.format(Number(value))} />
          <Area type="monotone" dataKey="requests" name={labels.requests} stroke="#6366f1" fill="#818cf8" fillOpacity={0.3} isAnimationActive={false} />
        </AreaChart>
      </Panel> : null}
      {show.traffic ? <Panel title={labels.errorsChart} testId="chart-errors">
        <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: -8 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          {xAxis}
          {yAxis(rateTicks, (value) => percent.format(value))}
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
          {yAxis(signUpTicks, (value) => count.format(value))}
          <Tooltip {...TOOLTIP} formatter={(value) => count.format(Number(value))} />
          <Bar dataKey="sign_ups" name={labels.signUps} fill="#059669" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </Panel> : null}
    </div>
  );
}
