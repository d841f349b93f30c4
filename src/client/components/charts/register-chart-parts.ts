import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the parts the analysis's pies and bars and the report's funnels draw with: the rest of
// Chart.js stays out of the bundle.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

// An analysis draws a dozen charts or more: each one's second of animation kept a phone busy for
// seconds, and a chart that grows into place is no easier to read.
Chart.defaults.animation = false;
