import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStartAtTop } from './start-at-top';

function Layout({ children }: { children: React.ReactNode }) {
  useStartAtTop();
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

/** A step whose "Continue" goes with it, as an onboarding step's does, and a link that stays (a menu's). */
function Step() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/next')}>Continue</button>
      <button onClick={() => void navigate('/code')}>Enter a code</button>
    </>
  );
}

/** A page that puts focus on its own field when it opens. */
const CodePage = () => <input aria-label="6-digit code" ref={(input) => input?.focus()} />;

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/step']}>
      <Layout>
        <Routes>
          <Route path="/step" element={<Step />} />
          <Route path="/next" element={<p>Next page</p>} />
          <Route path="/code" element={<CodePage />} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
  return { scrollTo };
}

afterEach(() => vi.restoreAllMocks());

describe('useStartAtTop', () => {
  it('leaves the first page as the browser opened it', () => {
    const { scrollTo } = setup();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('opens the next page at its top, focus on its main region when the pressed control went with the old page', async () => {
    const { scrollTo } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Next page')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps the focus a new page puts on its own field', async () => {
    const { scrollTo } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Enter a code' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.activeElement).toBe(screen.getByLabelText('6-digit code'));
  });
});
