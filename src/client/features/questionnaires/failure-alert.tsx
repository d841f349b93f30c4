import { serverReason } from '../../lib/error-message';

/** The product spec's failure text, and under it the server's reason when it gave one. */
export function FailureAlert({ text, error }: { text: string; error: unknown }) {
  const reason = serverReason(error);
  return (
    <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      <p>{text}</p>
      {reason && <p className="mt-1">{reason}</p>}
    </div>
  );
}
