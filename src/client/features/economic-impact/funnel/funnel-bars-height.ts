/** One bar line per step, with room for the axis: the chart's height, known before Chart.js loads. */
export const funnelBarsHeight = (count: number) => count * 34 + 48;
