/**
 * Who reviewed or changed a response: the display name, and to Admins (the only ones the server
 * gives it to) the account's email beside it, since anyone may pick any display name (SECURITY.md).
 */
export function ReviewerName({ entry }: { entry: { oleh: string; oleh_email?: string | null } }) {
  if (entry.oleh_email === undefined) return <>{entry.oleh}</>;
  return (
    <>
      {entry.oleh} <span className="text-slate-600">({entry.oleh_email ?? 'akun sudah dihapus'})</span>
    </>
  );
}
