import { useEffect, useState } from 'react';
import type { Banner, Notice } from '#src/shared/contract/games';
import { useSettledLocale } from '#src/shared/i18n/use-settled-locale';
import { getAnnouncements, getLiveModels } from './api/home-content';

type HomeContent = { banners: Banner[]; notices: Notice[]; popup: Notice[]; hasLiveModel: boolean; loaded: boolean };

/** Banners, notices and live models for home; m_live banners need a live model (product rule 2.10). */
export function useHomeContent(): HomeContent {
  const [content, setContent] = useState<HomeContent>({ banners: [], notices: [], popup: [], hasLiveModel: false, loaded: false });
  // The server writes the ticker and the banners' titles in the language asked: asked again on a change.
  const locale = useSettledLocale();
  useEffect(() => {
    let live = true;
    Promise.all([getAnnouncements(), getLiveModels().catch(() => ({ models: [] }))])
      .then(([a, m]) => {
        if (!live) return;
        const hasLiveModel = m.models.length > 0;
        setContent({
          banners: a.banners.filter((b) => b.groupName === 'm_home' || b.groupName === 'm_popup' || (b.groupName === 'm_live' && hasLiveModel)),
          notices: a.playerNotices,
          popup: a.popup,
          hasLiveModel,
          loaded: true,
        });
      })
      .catch(() => live && setContent((c) => ({ ...c, loaded: true })));
    return () => {
      live = false;
    };
  }, [locale]);
  return content;
}
