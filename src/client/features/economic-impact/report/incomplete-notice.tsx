import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

interface IncompleteNoticeProps {
  kekurangan: readonly string[];
  isAdmin: boolean;
  /** What else the reader should know, such as the segments not counted. */
  children?: ReactNode;
}

/** What the report still lacks before it can be computed, and who can supply it. */
export function IncompleteNotice({ kekurangan, isAdmin, children }: IncompleteNoticeProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-800">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Dampak ekonomi belum dapat dihitung
      </h2>
      {kekurangan.length > 0 && (
        <>
          <p>Yang masih kurang:</p>
          <ul aria-label="Yang masih kurang" className="flex list-disc flex-col gap-1 pl-5">
            {kekurangan.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {children}
      {isAdmin ? (
        <p className="text-sm">
          Isi parameter di bawah ini. Pertanyaan asal dan belanja responden diatur di{' '}
          <Link to="/input-survei" className="font-medium text-blue-800 underline">
            Input Survei
          </Link>
          .
        </p>
      ) : (
        <p className="text-sm">Admin perlu melengkapinya sebelum laporan ini dapat dibaca.</p>
      )}
    </section>
  );
}
