import { useEffect, useRef, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus';

function Layout({ children }: { children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  return (
    <>
      <nav>
        <Link to="/b">To B</Link>
      </nav>
      <main ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/** A screen that puts focus on its own heading when it appears. */
function FocusingScreen() {
  const h = useRef<HTMLHeadingElement>(null);
  useEffect(() => h.current?.focus(), []);
  return (
    <h1 ref={h} tabIndex={-1}>
      C
    </h1>
  );
}

function App() {
  return (
    <Layout>
      <Routes>
        <Route path="/a" element={<Link to="/c">To C</Link>} />
        <Route
          path="/b"
          element={
            <p>
              <Link to="/a">To A</Link>
            </p>
          }
        />
        <Route path="/c" element={<FocusingScreen />} />
      </Routes>
    </Layout>
  );
}

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page, then moves it to main after each page change', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('main')).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'To A' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps focus a new screen put inside main on purpose', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <App />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'To C' }));
    expect(screen.getByRole('heading', { name: 'C' })).toHaveFocus();
  });
});
