import { serverReason } from '../../lib/error-message';
import { Failure } from '../../ui/failure';

/**
 * The screen's fixed failure text, and under it the server's reason when it gave one
 * (docs/screens.md#questionnaire-designer).
 */
export function FailureAlert({ text, error }: { text: string; error: unknown }) {
  const reason = serverReason(error);
  return (
    <Failure boxed>
      <p>{text}</p>
      {reason && <p className="mt-1">{reason}</p>}
    </Failure>
  );
}
