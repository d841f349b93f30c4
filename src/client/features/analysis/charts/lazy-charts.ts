import { lazyComponent } from '../../../lib/lazy-component';

// Chart.js (a third of the analysis's code) loads as the first chart nears the screen, not with
// the page: its compiling and evaluation were part of the page's first long tasks.
export const YesNoChart = lazyComponent(() => import('./yes-no-chart'), 'YesNoChart');
export const DistributionChart = lazyComponent(() => import('./distribution-chart'), 'DistributionChart');
export const TopAnswersChart = lazyComponent(() => import('./top-answers-chart'), 'TopAnswersChart');
