import { Failure } from '../../ui/failure';

/** The outcome of a profile form: an error the user must see, or a quiet confirmation. */
export function FormMessages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      {error && (
        <Failure boxed>
          {error}
        </Failure>
      )}
      {success && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {success}
        </p>
      )}
    </>
  );
}
