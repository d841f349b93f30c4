import { lazyComponent } from '../../../lib/lazy-component';

// Chart.js (a third of the analysis's code) is a chunk of its own, loaded once the page is up: the
// report's text shows without waiting for it (components/charts/delayed-chart.tsx).
export const YesNoChart = lazyComponent(() => import('./yes-no-chart'), 'YesNoChart');
export const DistributionChart = lazyComponent(() => import('./distribution-chart'), 'DistributionChart');
export const TopAnswersChart = lazyComponent(() => import('./top-answers-chart'), 'TopAnswersChart');
