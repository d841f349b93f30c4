import { Component, type ReactNode } from 'react';
import { Button } from '../ui/button';
import { useDocumentTitle } from '../ui/use-document-title';

interface Props {
  pathname: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  pathname: string;
}

/**
 * Catches a page that fails to render, most often because its code could not be downloaded
 * after a new version was deployed, and offers a reload instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  // Moving to another page clears a failure. Not done with a key: a new boundary would also
  // remount the Suspense inside and flash its fallback on every navigation.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  render() {
    return this.state.failed ? <FailedPage /> : this.props.children;
  }
}

function FailedPage() {
  useDocumentTitle('Terjadi kesalahan');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Terjadi kesalahan</h1>
      <p className="max-w-md text-slate-700">Halaman ini tidak dapat ditampilkan. Silakan muat ulang.</p>
      <Button onClick={() => window.location.reload()}>Muat ulang</Button>
    </main>
  );
}
