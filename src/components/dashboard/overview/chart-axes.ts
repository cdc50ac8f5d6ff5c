/**
 * The overview charts' axes: round value ticks (d3's "nice" steps of 1, 2 or 5 times a power of
 * ten) and one set of day ticks, so every chart has the same x-axis and a y-axis that reads 0, 5,
 * 10, 15 instead of 0, 4, 8, 13.
 */

/** The round step that splits `span` into about `count` parts (1, 2 or 5 × 10ⁿ, as d3's tickStep). */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const error = raw / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  return factor * power;
}

export interface NiceTicksOptions {
  /** About how many steps above zero (the result may have one more or less). */
  count?: number;
  /** Counts: no step below 1. */
  integer?: boolean;
  /** The least top of the axis when every value is zero or tiny (1 for counts, e.g. 0.01 for a rate). */
  floor?: number;
  /** The greatest top of the axis (1 for a rate). */
  ceiling?: number;
}

/** Ticks from zero to the first round value at or above `max`; the last tick is the axis' top. */
export function niceTicks(max: number, { count = 4, integer = false, floor, ceiling }: NiceTicksOptions = {}): number[] {
  const least = floor ?? (integer ? 1 : Number.EPSILON);
  let top = Math.max(Number.isFinite(max) ? max : 0, least);
  if (ceiling !== undefined) top = Math.min(top, ceiling);
  let step = niceStep(top, count);
  if (integer) step = Math.max(1, step);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const steps = Math.ceil(Number((top / step).toFixed(9)));
  return Array.from({ length: steps + 1 }, (_, index) => Number((index * step).toFixed(decimals)));
}

/**
 * Which of the days get an x-axis label: the last day always (today), then every `step` days back,
 * the step being the least of 1, 2, 3, 7, 14 or 28 days that keeps the labels at or under `most`.
 * Every chart gets the same days, whatever its width.
 */
export function dayTicks<Day>(days: readonly Day[], most = 6): Day[] {
  if (!days.length) return [];
  const steps = [1, 2, 3, 7, 14, 28];
  const step = steps.find((candidate) => Math.ceil(days.length / candidate) <= most) ?? Math.ceil(days.length / most);
  const picked: Day[] = [];
  for (let index = days.length - 1; index >= 0; index -= step) picked.unshift(days[index]!);
  return picked;
}
