import { Chart, type ChartOptions } from 'chart.js';
import { nextTask } from '../../lib/idle';
import './register-chart-parts';

/**
 * Chart.js's first chart on a page took 20–25 ms here, well over a hundred on a phone, in one
 * task: most of it is Chart.js's code running for the first time, not the chart (a second one
 * takes 5–7 ms). Before the first chart is drawn, small charts on canvases outside the page take
 * those first runs one part at a time, each part a task of its own under 10 ms: a pie and bars
 * with no data, then with data, the legend, the scales, horizontal bars, and last a chart sized
 * by its container, out of sight (tests/bench/RESULTS.md, issue 30). The page's first chart then
 * costs what any chart does.
 */

function canvas(): HTMLCanvasElement {
  const element = document.createElement('canvas');
  element.width = 300;
  element.height = 150;
  return element;
}

// Drawn once, never shown: no animation, no resizing, no listeners, no tooltip.
function barOptions(scales: ChartOptions<'bar'>['scales'], indexAxis: 'x' | 'y' = 'x'): ChartOptions<'bar'> {
  return { animation: false, responsive: false, events: [], indexAxis, scales, plugins: { tooltip: { enabled: false }, legend: { display: false } } };
}

function pieOptions(legend: boolean): ChartOptions<'pie'> {
  return { animation: false, responsive: false, events: [], plugins: { tooltip: { enabled: false }, legend: legend ? { position: 'top' } : { display: false } } };
}

const DATA = { labels: ['a', 'b'], datasets: [{ data: [1, 2] }] };
const HIDDEN_SCALES = { x: { display: false }, y: { display: false } };

/** Where the last step draws a chart that takes its size from the page, out of sight. */
function hiddenBox(): HTMLDivElement {
  const box = document.createElement('div');
  box.style.cssText = 'position:fixed;left:-10000px;top:0;width:300px;height:150px;visibility:hidden';
  box.setAttribute('aria-hidden', 'true');
  return box;
}

/** In a task of its own: `change`, then the chart drawn again. */
async function redraw(chart: { update(): void }, change: () => void): Promise<void> {
  await nextTask();
  change();
  chart.update();
}

async function runEachPartOnce(): Promise<void> {
  await nextTask();
  const pie = new Chart<'pie', number[], string>(canvas(), { type: 'pie', data: { labels: [], datasets: [] }, options: pieOptions(false) });
  await nextTask();
  const bar = new Chart<'bar', number[], string>(canvas(), { type: 'bar', data: { labels: [], datasets: [] }, options: barOptions(HIDDEN_SCALES) });
  await redraw(pie, () => {
    pie.data = DATA;
  });
  await redraw(pie, () => {
    pie.options = pieOptions(true);
  });
  await redraw(bar, () => {
    bar.data = DATA;
  });
  await redraw(bar, () => {
    bar.options = barOptions({});
  });
  await redraw(bar, () => {
    bar.options = barOptions({}, 'y');
  });
  await nextTask();
  const box = hiddenBox();
  const sizedCanvas = canvas();
  box.append(sizedCanvas);
  document.body.append(box);
  const sized = new Chart(sizedCanvas, { type: 'bar', data: DATA, options: { ...barOptions({}), responsive: true, maintainAspectRatio: false } });
  await nextTask();
  for (const chart of [pie, bar, sized]) chart.destroy();
  box.remove();
}

let warmedUp: Promise<void> | undefined;

/**
 * Resolves once Chart.js has run each part once; the steps run only on the first call. Where
 * there is no 2D canvas (jsdom), there is nothing to warm up.
 */
export function warmUpChartJs(): Promise<void> {
  if (typeof CanvasRenderingContext2D === 'undefined') return Promise.resolve();
  warmedUp ??= runEachPartOnce();
  return warmedUp;
}
