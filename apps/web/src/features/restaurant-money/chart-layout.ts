/**
 * Room for the analytics charts' labels, worked out before drawing (an SVG clips whatever falls outside it): axis
 * widths from the longest tick label, side margins from half the outermost label, and item names cut to the room
 * they get (the full name stays in the tick's title and the chart's tooltip).
 */

/** The charts' tick font size in px. */
export const CHART_FONT = 12;
/** Between a tick label and its axis line: Recharts' tick size (6) and tick margin (2). */
export const TICK_GAP = 8;
/** Per character, generous for a 12 px sans label (digits and most letters are narrower; W and M about this). */
const CHAR_EM = 0.65;

/** An upper estimate of a label's drawn width in px. */
export const labelWidth = (text: string, fontSize = CHART_FONT) =>
  Math.ceil(text.length * fontSize * CHAR_EM);

/** The label whole when it fits `max` px, else cut at a character with an ellipsis, so it never overflows. */
export function fitLabel(text: string, max: number, fontSize = CHART_FONT): string {
  if (labelWidth(text, fontSize) <= max) return text;
  const chars = Math.max(1, Math.floor(max / (fontSize * CHAR_EM)) - 1);
  return `${text.slice(0, chars).trimEnd()}…`;
}

/** A value axis from 0 past `max` in whole steps of 1, 2 or 5 × 10ⁿ (about four of them). */
export function valueTicks(max: number): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw);
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, i) => i * step);
}

/** A tick in whole rand, written as formatRand writes rand ('R1250'). */
export const randTick = (rand: number) => `R${Math.round(rand)}`;

export type Margin = { top: number; right: number; bottom: number; left: number };

export type DayChartLayout = { margin: Margin; valueAxisWidth: number; ticks: number[] };

const widest = (labels: string[]) => labels.reduce((w, l) => Math.max(w, labelWidth(l)), 0);

/**
 * A chart of days (or weeks) across and values up: the value axis as wide as its longest tick label, and the sides
 * as wide as half the widest day label, which is centred on the first and last point.
 */
export function dayChartLayout(
  days: string[],
  values: (number | null)[],
  format: (v: number) => string,
  fixedTicks?: number[],
): DayChartLayout {
  const ticks = fixedTicks ?? valueTicks(Math.max(0, ...values.map((v) => v ?? 0)));
  const valueAxisWidth = widest(ticks.map(format)) + TICK_GAP + 4;
  const half = Math.ceil(widest(days) / 2) + 2;
  return {
    // The top tick label is centred on the top edge: half its height (and a little) above it.
    margin: { top: 12, right: Math.max(8, half), bottom: 0, left: Math.max(0, half - valueAxisWidth) },
    valueAxisWidth,
    ticks,
  };
}

export type ItemsChartLayout = {
  margin: Margin;
  /** The names' axis: as wide as the longest name, at most 40% of the chart (72 px at least). */
  nameAxisWidth: number;
  /** Room for a name's text inside that axis; a longer name is cut with fitLabel. */
  nameRoom: number;
  ticks: number[];
};

/** Items down (by name), values across; `width` is the chart's drawn width in px. */
export function itemsChartLayout(
  names: string[],
  values: number[],
  format: (v: number) => string,
  width: number,
): ItemsChartLayout {
  const ticks = valueTicks(Math.max(0, ...values));
  const nameAxisWidth = Math.min(widest(names) + TICK_GAP, Math.max(72, Math.round(width * 0.4)));
  const last = ticks.at(-1) ?? 0;
  return {
    // The last value tick is centred on the right edge: half of it needs room there.
    margin: { top: 0, right: Math.max(16, Math.ceil(labelWidth(format(last)) / 2) + 4), bottom: 0, left: 0 },
    nameAxisWidth,
    nameRoom: nameAxisWidth - TICK_GAP,
    ticks,
  };
}
