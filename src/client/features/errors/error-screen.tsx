import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui/button-class';
import { useDocumentTitle } from '../../ui/use-document-title';

interface ErrorScreenProps {
  code: string;
  title: string;
  message: string;
  action: { to: string; label: string };
}

export function ErrorScreen({ code, title, message, action }: ErrorScreenProps) {
  useDocumentTitle(title);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 text-center">
      <h1 className="flex flex-col items-center text-slate-900">
        <span className="text-7xl font-extrabold text-blue-800">{code}</span>{' '}
        <span className="mt-2 text-2xl font-bold">{title}</span>
      </h1>
      <p className="mt-3 max-w-md text-slate-700">{message}</p>
      <Link to={action.to} className={buttonClass('primary', 'mt-8')}>
        {action.label}
      </Link>
    </main>
  );
}
