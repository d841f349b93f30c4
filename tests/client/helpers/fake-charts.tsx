/**
 * Chart.js cannot draw in jsdom (it has no canvas): with
 * `vi.mock('react-chartjs-2', () => import('.../helpers/fake-charts'))` each chart becomes a list
 * of what it would draw, so tests can read the data, labels, legend, axis and ticks handed to it.
 */
function fakeChart(kind: string) {
  return function Chart(props: {
    'aria-label'?: string;
    data: { labels: string[]; datasets: { label?: string; data: number[] }[] };
    options: {
      plugins?: { legend?: { position?: string } };
      indexAxis?: string;
      scales?: { y?: { ticks?: { callback?: (value: number) => string } } };
    };
  }) {
    const { labels, datasets } = props.data;
    const tick = props.options.scales?.y?.ticks?.callback;
    return (
      <ul
        data-testid={`chart-${kind}`}
        data-dataset-label={datasets[0].label ?? ''}
        data-legend={props.options.plugins?.legend?.position ?? ''}
        data-axis={props.options.indexAxis ?? ''}
        data-description={props['aria-label'] ?? ''}
      >
        {labels.map((label, index) => (
          <li key={label} data-tick={tick ? tick(index) : ''}>{`${label}=${datasets[0].data[index]}`}</li>
        ))}
      </ul>
    );
  };
}

export const Bar = fakeChart('bar');
export const Pie = fakeChart('pie');
