import type { OverviewDay } from '@/shared/api';

/** Texts of the overview charts, translated on the server and handed to the client. */
export interface ChartLabels {
  requestsChart: string;
  errorsChart: string;
  signUpsChart: string;
  requests: string;
  clientErrors: string;
  serverErrors: string;
  signUps: string;
}

/** What the overview's charts are given (the placeholder and the Recharts panels alike). */
export interface OverviewChartsProps {
  days: OverviewDay[];
  /** Which charts the viewer may read: requests and error rates (logs.read), sign-ups (users.read). */
  show: { traffic: boolean; signUps: boolean };
  labels: ChartLabels;
  locale: string;
}
