import type { ChartOptions } from 'chart.js';

/**
 * A horizontal bar chart's options as the app draws them: no legend (the labels name each bar),
 * the tooltip saying a bar in words, the size the container gives.
 */
export function horizontalBarOptions(describe: (index: number) => string, scales: ChartOptions<'bar'>['scales']): ChartOptions<'bar'> {
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => describe(item.dataIndex) } },
    },
    scales,
  };
}
