import { Fragment } from 'react';

/** "budi.santoso@dinas.go.id" -> ["budi.", "santoso@", "dinas.", "go.", "id"]. */
function piecesOf(email: string): string[] {
  return email.match(/[^@.]+[@.]?|[@.]/g) ?? [email];
}

/**
 * An email that wraps after its "@" and its dots, where a reader expects the break, rather than
 * in the middle of a name. break-words only catches a single piece still too long for its column.
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span className={`break-words ${className}`}>
      {piecesOf(email).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
