import { type RouteObject, useRoutes } from 'react-router-dom';
import { PERAN } from '../../shared/roles';
import { AppStartRoute } from './app-start-route';
import { InputSurveyRoute, preloadInputSurvey } from './input-survey-route';
import { SignedInLayout } from './layout/signed-in-layout';
import { lazyComponent } from '../lib/lazy-component';
import { RootLayout } from './root-layout';
import { RouteGuard } from './route-guard';

const LandingPage = lazyComponent(() => import('../features/landing/landing-page'), 'LandingPage');
const LoginPage = lazyComponent(() => import('../features/auth/login-page'), 'LoginPage');
const RegisterPage = lazyComponent(() => import('../features/auth/register-page'), 'RegisterPage');
const CreditsPage = lazyComponent(() => import('../features/credits/credits-page'), 'CreditsPage');
const UnauthorizedPage = lazyComponent(() => import('../features/errors/unauthorized-page'), 'UnauthorizedPage');
const NotFoundPage = lazyComponent(() => import('../features/errors/not-found-page'), 'NotFoundPage');
const AdminDashboardPage = lazyComponent(
  () => import('../features/dashboards/admin-dashboard-page'),
  'AdminDashboardPage',
);
const SurveyorDashboardPage = lazyComponent(
  () => import('../features/dashboards/surveyor-dashboard-page'),
  'SurveyorDashboardPage',
);
const InstansiDashboardPage = lazyComponent(
  () => import('../features/dashboards/instansi-dashboard-page'),
  'InstansiDashboardPage',
);
const ProfilePage = lazyComponent(() => import('../features/profile/profile-page'), 'ProfilePage');
const SurveyHistoryPage = lazyComponent(
  () => import('../features/survey-history/survey-history-page'),
  'SurveyHistoryPage',
);
const EventsPage = lazyComponent(() => import('../features/events/events-page'), 'EventsPage');
const EventDetailPage = lazyComponent(() => import('../features/events/event-detail-page'), 'EventDetailPage');
const UsersPage = lazyComponent(() => import('../features/users/users-page'), 'UsersPage');
const TeamPage = lazyComponent(() => import('../features/teams/team-page'), 'TeamPage');
const JoinPage = lazyComponent(() => import('../features/teams/join-page'), 'JoinPage');
const AnalysisPage = lazyComponent(() => import('../features/analysis/analysis-page'), 'AnalysisPage');
const EconomicImpactPage = lazyComponent(
  () => import('../features/economic-impact/economic-impact-page'),
  'EconomicImpactPage',
);
const ImpactRegisterPage = lazyComponent(
  () => import('../features/impact-register/impact-register-page'),
  'ImpactRegisterPage',
);
const DataSurveiPage = lazyComponent(() => import('../features/responses/data-survei-page'), 'DataSurveiPage');
const ActivityLogPage = lazyComponent(() => import('../features/activity-log/activity-log-page'), 'ActivityLogPage');

/** The route table (docs/screens.md#routes); its paths are src/shared/app-routes.ts's, which the server knows. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      // The installed app's start_url: straight to the signed-in user's dashboard.
      { path: '/aplikasi', element: <AppStartRoute /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/unauthorized', element: <UnauthorizedPage /> },
      { path: '/credits', element: <CreditsPage /> },
      // An invite's link: signed out it registers, signed in it joins (docs/event-teams.md).
      { path: '/gabung/:kode', element: <JoinPage /> },
      {
        element: <RouteGuard allowed={PERAN} />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              // Each home is its role's alone: another role is sent to /unauthorized, not shown it.
              {
                element: <RouteGuard allowed={['Admin']} />,
                children: [{ path: '/dashboard-admin', element: <AdminDashboardPage /> }],
              },
              {
                element: <RouteGuard allowed={['Surveyor']} />,
                children: [{ path: '/dashboard-surveyor', element: <SurveyorDashboardPage /> }],
              },
              {
                element: <RouteGuard allowed={['Instansi']} />,
                children: [{ path: '/dashboard-instansi', element: <InstansiDashboardPage /> }],
              },
              { path: '/profile', element: <ProfilePage /> },
              { path: '/kelola-event', element: <EventsPage /> },
              { path: '/kelola-event/:eventId', element: <EventDetailPage /> },
              {
                // An event's team and invites are its Admins' to manage (docs/event-teams.md).
                element: <RouteGuard allowed={['Admin']} />,
                children: [{ path: '/kelola-event/:eventId/tim', element: <TeamPage /> }],
              },
              { path: '/kelola-pengguna', element: <UsersPage /> },
              { path: '/input-survei', element: <InputSurveyRoute /> },
              {
                // Instansi does not collect: sent away like the other role-limited routes.
                element: <RouteGuard allowed={['Admin', 'Surveyor']} />,
                children: [{ path: '/riwayat-survei', element: <SurveyHistoryPage /> }],
              },
              { path: '/hasil-analisis/:eventId', element: <AnalysisPage /> },
              { path: '/dampak-ekonomi', element: <ImpactRegisterPage /> },
              { path: '/dampak-ekonomi/:eventId', element: <EconomicImpactPage /> },
              {
                // Surveyors read their own data elsewhere; the server refuses them this one.
                element: <RouteGuard allowed={['Admin', 'Instansi']} />,
                children: [{ path: '/data-survei/:eventId', element: <DataSurveiPage /> }],
              },
              {
                element: <RouteGuard allowed={['Admin']} />,
                children: [{ path: '/log-aktivitas', element: <ActivityLogPage /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts downloading the code of the page a fresh tab opens at, while the app itself starts: the
 * page then arrives with the app instead of one round trip after it. The two pages people open
 * directly: the login (a bookmark, a shared link) and a surveyor's form (often offline). An
 * Admin's designer, an online page, loads once the role is known.
 */
export function preloadFirstPage(pathname: string): Promise<unknown> | undefined {
  if (pathname === '/login') return LoginPage.preload();
  if (pathname === '/input-survei') return preloadInputSurvey('Surveyor');
  return undefined;
}

/**
 * Declarative routing: the data router (loaders, actions) would add about 17 KB gzip to the
 * first download, and TanStack Query already does the loading.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
