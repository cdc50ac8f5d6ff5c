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
