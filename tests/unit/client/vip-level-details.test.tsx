import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LevelDetailsModal } from '#src/features/vip/components/LevelDetailsModal';
import type { VipLevel } from '#src/shared/contract/vip';
import { activateLanguage, i18n, initI18n } from '#src/shared/i18n/i18n';

beforeAll(async () => {
  initI18n();
  await activateLanguage('EN');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const level = (n: number): VipLevel => ({
  level: n,
  name: `VIP ${n}`,
  minDeposit: `${n * 1000}.00`,
  minValidBet: `${n * 5000}.00`,
  cardImage: `/images/vip/card-${n}.svg`,
  bonusImage: `/images/vip/bonus-${n}.svg`,
  benefits: { dailyPoints: n, cashbackPercent: 0.5, rebatePercent: 0.3, birthdayGift: '0.00', tour: false },
});

describe('VIP level details', () => {
  it('closes cleanly where scrollIntoView returns a Promise, as in some Chromium versions', () => {
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <LevelDetailsModal levels={[1, 2, 3].map(level)} memberLevel={2} onClose={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getAllByTestId('vip-detail')).toHaveLength(3);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // React calls what the effect returned as its cleanup: a Promise there throws on close.
    expect(() => unmount()).not.toThrow();
  });
});
