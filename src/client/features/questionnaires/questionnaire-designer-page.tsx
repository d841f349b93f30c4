import { PageTitle } from '../../ui/page-title';

export function QuestionnaireDesignerPage() {
  return <PageTitle>Perancangan Kuesioner</PageTitle>;
}
