'use client';

import dynamic from 'next/dynamic';
import type { OverviewChartsProps } from './chart-labels';


function ChartsPlaceholder() {
  return <div className="grid min-h-72 gap-5 lg:grid-cols-3" aria-hidden="true">{[0, 1, 2].map((key) => <div key={key} className="h-72 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />)}</div>;
}

/** Recharts is loaded on demand, in the browser only: it never reaches any other page's JavaScript. */
const RechartsPanels = dynamic(() => import('./recharts-panels').then((module) => module.RechartsPanels), {
  ssr: false,
  loading: ChartsPlaceholder,
});

/** The overview's three per-day charts. */
export function OverviewCharts(props: OverviewChartsProps) {
  return <RechartsPanels {...props} />;
}
