import type { AnswerLine } from './answer-lines';

/** Questions and answers, read only: a row's first few, or all of them in the dialog. */
export function AnswerList({ lines, compact = false }: { lines: readonly AnswerLine[]; compact?: boolean }) {
  return (
    <dl className={compact ? 'flex flex-col gap-1 text-sm' : 'flex flex-col gap-3'}>
      {lines.map((line) => (
        <div key={line.pertanyaanId} className={compact ? 'line-clamp-2 text-slate-700' : ''}>
          <dt className={compact ? 'inline' : 'text-sm text-slate-700'}>
            {line.question}
            {compact && (/[?:.!]$/.test(line.question) ? ' ' : ': ')}
          </dt>
          <dd className={`font-medium break-words text-slate-900 ${compact ? 'inline' : 'text-base'}`}>{line.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
