import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../../src/client/app/app';
import { AppRoutes } from '../../../src/client/app/router';

/** The real app, routes and providers, on an in-memory history that starts at `path`. */
export function renderApp(path: string) {
  let location = { pathname: path, search: '' };
  function LocationProbe() {
    const current = useLocation();
    location = { pathname: current.pathname, search: current.search };
    return null;
  }
  const view = render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </App>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    currentPath: () => location.pathname,
    /** The address's query as an object: a list's state lives there. */
    addressQuery: () => Object.fromEntries(new URLSearchParams(location.search)),
  };
}
