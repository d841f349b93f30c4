import type { Peran } from '../../shared/roles';
import { useSession } from '../session/session-context';
import { NoAccessNotice } from '../components/no-access-notice';
import { preloadPendingBadge } from './layout/top-bar';
import { lazyComponent } from '../lib/lazy-component';

// Each role downloads only its own screen: a surveyor's phone never loads the designer.
const QuestionnaireDesignerPage = lazyComponent(
  () => import('../features/questionnaires/questionnaire-designer-page'),
  'QuestionnaireDesignerPage',
);
const SurveyInputPage = lazyComponent(() => import('../features/survey/survey-input-page'), 'SurveyInputPage');

/**
 * Starts downloading the page /input-survei shows this role (with the surveyor's badge in the top
 * bar), for an app opened straight at the survey form: the code then arrives while the stored
 * session is checked instead of after it. Settles, never rejects, when the downloads end: a failed
 * one is tried again, and reported, when the page renders.
 */
export function preloadInputSurvey(peran: Peran | undefined): Promise<unknown> | undefined {
  const downloads =
    peran === 'Surveyor'
      ? [SurveyInputPage.preload(), preloadPendingBadge()]
      : peran === 'Admin'
        ? [QuestionnaireDesignerPage.preload()]
        : undefined;
  return downloads && Promise.allSettled(downloads);
}

/** /input-survei is the designer for Admin and the survey form for Surveyor (docs/screens.md#routes). */
export function InputSurveyRoute() {
  const { user } = useSession();
  if (user?.peran === 'Admin') return <QuestionnaireDesignerPage />;
  if (user?.peran === 'Surveyor') return <SurveyInputPage />;
  return (
    <NoAccessNotice>
      Input survei hanya untuk Admin dan Surveyor. Laporan analitik dan hasil survei setiap event ada di dashboard Anda.
    </NoAccessNotice>
  );
}
