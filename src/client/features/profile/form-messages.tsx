/** The outcome of a profile form: an error the user must see, or a quiet confirmation. */
export function FormMessages({ error, success }: { error: string | null; success: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      {success && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">
          {success}
        </p>
      )}
    </>
  );
}
