import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolvePath } from '../../../src/shared/router/history';
import { Link, Navigate, Router, useLocation, useNavigate, useSearchParams } from '../../../src/shared/router/Router';

afterEach(cleanup);

const here = { pathname: '/m/activity', search: '?category=2', hash: '' };

describe('resolvePath', () => {
  it('takes an absolute path whole, and keeps the path for a query or a hash', () => {
    expect(resolvePath('/m/login?from=x#top', here)).toEqual({ pathname: '/m/login', search: '?from=x', hash: '#top' });
    expect(resolvePath('?category=3', here)).toEqual({ pathname: '/m/activity', search: '?category=3', hash: '' });
    expect(resolvePath({ search: '?a=1' }, here)).toEqual({ pathname: '/m/activity', search: '?a=1', hash: '' });
  });
});

describe('browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/m/home'));

  it('numbers entries from the first, so the back button can tell a first entry from a later one', () => {
    const history = createBrowserHistory();
    expect(history.index).toBe(0);
    history.push({ pathname: '/m/activity', search: '', hash: '' }, { focus: 3 });
    expect([history.index, window.location.pathname, history.location.state, history.action]).toEqual([1, '/m/activity', { focus: 3 }, 'PUSH']);
    history.replace({ pathname: '/m/login', search: '?x=1', hash: '' });
    expect([history.index, window.location.pathname + window.location.search, history.action]).toEqual([1, '/m/login?x=1', 'REPLACE']);
    // A reload reads its position back from the entry.
    expect(createBrowserHistory().index).toBe(1);
  });
});

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <p data-testid="tab">{params.get('tab') ?? 'none'}</p>
      <button type="button" onClick={() => navigate('/m/login', { state: { from: '/m/x' } })}>
        login
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => setParams((old) => ({ ...Object.fromEntries(old), tab: '2' }), { replace: true })}>
        tab
      </button>
      <Link to="/m/activity">activity</Link>
    </div>
  );
}

function renderAt(path: string) {
  const history = createMemoryHistory([path]);
  render(
    <Router history={history}>
      <Probe />
    </Router>,
  );
  return history;
}

const where = () => screen.getByTestId('where').textContent;

describe('Router', () => {
  it('navigates with state, goes back, and sets the query in place', () => {
    const history = renderAt('/m/home?a=1');
    act(() => screen.getByText('login').click());
    expect(where()).toBe('/m/login');
    expect(screen.getByTestId('state').textContent).toBe('{"from":"/m/x"}');
    act(() => screen.getByText('back').click());
    expect(where()).toBe('/m/home?a=1');
    act(() => screen.getByText('tab').click());
    expect([where(), screen.getByTestId('tab').textContent, history.index, history.action]).toEqual(['/m/home?a=1&tab=2', '2', 0, 'REPLACE']);
  });

  it('follows a plain click on a link, replaces for a link to where the player is, and leaves modified clicks to the browser', () => {
    const history = renderAt('/m/home');
    const link = screen.getByText('activity');
    expect(link.getAttribute('href')).toBe('/m/activity');
    fireEvent.click(link, { ctrlKey: true });
    expect(where()).toBe('/m/home');
    act(() => {
      fireEvent.click(link);
    });
    expect([where(), history.index]).toEqual(['/m/activity', 1]);
    act(() => {
      fireEvent.click(link);
    });
    expect([history.index, history.action]).toEqual([1, 'REPLACE']);
  });

  it('redirects with Navigate once mounted', () => {
    const history = createMemoryHistory(['/m/nowhere']);
    render(
      <Router history={history}>
        <Navigate to="/m/home" replace state={{ from: '/m/nowhere' }} />
        <Probe />
      </Router>,
    );
    expect([where(), history.index, history.action]).toEqual(['/m/home', 0, 'REPLACE']);
    expect(history.location.state).toEqual({ from: '/m/nowhere' });
  });
});
