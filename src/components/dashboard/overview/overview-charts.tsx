'use client';

import { useEffect, useRef, useState } from 'react';
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

/** Whether the element has come into view (it stays true). */
function useInView() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * The overview's three per-day charts. Recharts (about 120 KB compressed, and a long first render)
 * is fetched once the charts come into view: on a phone they start below the fold, and
 * loading them with the page kept its main thread busy for seconds.
 */
export function OverviewCharts(props: OverviewChartsProps) {
  const { ref, near } = useInView();
  return <div ref={ref} data-testid="overview-charts">{near ? <RechartsPanels {...props} /> : <ChartsPlaceholder />}</div>;
}
