import { ArcElement, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

// Only the parts the pie and bar charts draw with: the rest of Chart.js stays out of the bundle.
Chart.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
