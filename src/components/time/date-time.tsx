'use client';

import { clsx } from 'clsx';
import type { DateTimeStyle } from '@/shared/time/format';
import { useDateFormat } from './use-date-format';

interface DateTimeProps {
  /** An ISO timestamp. */
  value: string;
  style: DateTimeStyle;
  /** Names the zone beside the time ("14:03 CET"): logs, sessions, revisions. */
  zoneLabel?: boolean;
  className?: string;
}

/**
 * A timestamp in the viewer's zone, with the exact UTC time as its hover text (the title is
 * also its accessible description) and the machine-readable instant in `dateTime`.
 */
export function DateTime({ value, style, zoneLabel, className }: DateTimeProps) {
  const format = useDateFormat();
  return (
    <time dateTime={value} title={format.utc(value)} className={clsx('tabular-nums', className)}>
      {format.instant(value, style, { zoneLabel })}
    </time>
  );
}
