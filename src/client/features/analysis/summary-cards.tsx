import type { SummaryCard } from '../../../shared/analysis-summary';
import { CheckCircleIcon, CoinsIcon } from '../../ui/icons';
import { cardColor } from './card-colors';

/** The group's headline figures: money totals (with the mean per respondent) and satisfaction rates. */
export function SummaryCards({ cards }: { cards: SummaryCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul aria-label="Ringkasan" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, index) => {
        const color = cardColor(index);
        return (
          <li
            key={`${card.title}-${card.question ?? ''}`}
            className={`flex items-start gap-3 rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-sm ${color.border}`}
          >
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${color.icon}`}>
              {card.question ? <CheckCircleIcon /> : <CoinsIcon />}
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-700">{card.title}</p>
              <p className="text-2xl font-bold break-words text-slate-900">{card.value}</p>
              {card.detail && <p className="mt-1 text-sm text-slate-700">{card.detail}</p>}
              {card.question && <p className="mt-1 text-xs text-slate-600">{card.question}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
