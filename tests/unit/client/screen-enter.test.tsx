import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** ScreenEnter as a new document has it: no screen shown yet. */
async function freshScreenEnter() {
  vi.resetModules();
  return (await import('#src/app/layout/ScreenEnter')).ScreenEnter;
}

/** Whether the wrapper around the screen on show carries the entrance animation's class. */
const fades = (container: HTMLElement) => (container.firstElementChild?.className ?? '') !== '';

describe('the screen entrance', () => {
  it('shows the first screen of a visit at once and fades in the screens after it', async () => {
    const ScreenEnter = await freshScreenEnter();
    const { container, rerender } = render(
      <ScreenEnter key="home">
        <p>home</p>
      </ScreenEnter>,
    );
    expect(fades(container)).toBe(false);
    rerender(
      <ScreenEnter key="login">
        <p>login</p>
      </ScreenEnter>,
    );
    expect(fades(container)).toBe(true);
  });

  it('does not take a screen that showed nothing (a redirect) for the first one', async () => {
    const ScreenEnter = await freshScreenEnter();
    const { container, rerender } = render(<ScreenEnter key="vip">{null}</ScreenEnter>);
    rerender(
      <ScreenEnter key="login">
        <p>login</p>
      </ScreenEnter>,
    );
    expect(fades(container)).toBe(false);
  });
});
