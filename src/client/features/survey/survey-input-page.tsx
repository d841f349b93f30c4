import { PageTitle } from '../../ui/page-title';

export function SurveyInputPage() {
  return <PageTitle>Input Survei</PageTitle>;
}
