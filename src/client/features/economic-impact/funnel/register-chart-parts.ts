import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a horizontal bar draws with: the rest of Chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);
