import { Button } from '../../ui/button';

/** A refused token stops sending, never collecting: the surveys wait for the next login. */
export function LoginRequiredBanner({ waiting, onLogin }: { waiting: number; onLogin: () => void }) {
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      <p>
        Sesi Anda telah berakhir. Silakan login kembali untuk mengirim {waiting} data yang tersimpan di perangkat. Anda
        tetap bisa mengisi survei; semuanya aman di perangkat.
      </p>
      <Button onClick={onLogin} className="self-start">
        Login kembali
      </Button>
    </div>
  );
}
