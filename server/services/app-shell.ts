import type { Services } from '../http/env';
import { cdnUrl } from '../../src/shared/lib/image-cdn';
import { merchantOfHost } from '../http/merchant';

/** Where index.html takes the shell: an empty app root in the build (and so in the precache). */
export const APP_SHELL_MARKER = '<!--app-shell-->';
/** The image CDN the page should use; the client's CDN choice starts from it. */
export const IMAGE_CDN_META = 'image-cdn';

/** The home routes whose first visit gets the painted shell. */
export function isHomePath(path: string): boolean {
  return path === '/m' || path === '/m/' || path === '/m/home';
}

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The shell's look, inline so it paints with the HTML: the header (menu icon and brand), the
 * first banner in the carousel's box, and the bottom bar, at the sizes the app's own header,
 * carousel and navigation take (tokens.css, Header, BannerCarousel and BottomNav styles). React
 * replaces it on its first render; replaced elements are new ones, so nothing counts as a shift.
 */
const SHELL_STYLE = `<style>
.shell-header{position:fixed;top:0;left:50%;transform:translateX(-50%);z-index:1;box-sizing:border-box;display:flex;align-items:center;gap:.25rem;width:100%;max-width:640px;height:52px;padding:0 .25rem;background:rgba(15,17,21,.96);border-bottom:1px solid #2e3340;color:#e9ecf2}
.shell-menu{display:grid;place-items:center;width:44px;height:44px}
.shell-brand{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-weight:700;color:#f5c542;line-height:44px}
.shell-main{max-width:640px;margin:0 auto;padding-top:52px}
.shell-banner{margin:.75rem 1rem 0;border-radius:16px;overflow:hidden;aspect-ratio:5/2;background:#181b22}
.shell-banner img{display:block;width:100%;height:100%;object-fit:cover}
.shell-nav{position:fixed;bottom:0;left:50%;transform:translateX(-50%);box-sizing:content-box;width:100%;max-width:640px;height:60px;padding-bottom:env(safe-area-inset-bottom,0px);background:rgba(15,17,21,.97);border-top:1px solid #2e3340}
</style>`;

const MENU_ICON =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M4 6h16M4 12h16M4 18h16"/></svg>';

export type ShellContent = { merchantName: string; banner: { src: string; alt: string } | null };

/** The painted shell: decorative (hidden from assistive technology), replaced by the app. */
export function renderAppShell({ merchantName, banner }: ShellContent): string {
  const image = banner
    ? `<img src="${escapeHtml(banner.src)}" alt="${escapeHtml(banner.alt)}" width="750" height="300" fetchpriority="high">`
    : '';
  return `${SHELL_STYLE}<div aria-hidden="true"><div class="shell-header"><span class="shell-menu">${MENU_ICON}</span><span class="shell-brand">${escapeHtml(merchantName)}</span></div><div class="shell-main"><div class="shell-banner">${image}</div></div><div class="shell-nav"></div></div>`;
}

/**
 * What the shell shows for the merchant of `host`: its name and the carousel's first banner (the
 * page's largest paint) on one of its image CDNs, picked at random as the client would (SPEC
 * section 9), and named in a meta tag so the client stays on that CDN.
 */
export async function shellContentFor(services: Pick<Services, 'db' | 'config'>, host: string, random: () => number = Math.random): Promise<(ShellContent & { cdn: string }) | null> {
  const merchant = await merchantOfHost(services, host);
  if (!merchant) return null;
  const { db } = services;
  const [banner, cdnSetting] = await Promise.all([
    // The carousel's order (announcements route): home banners before live ones, then by sort.
    db
      .selectFrom('banners')
      .select(['url', 'title', 'id'])
      .where('merchant_code', '=', merchant.code)
      .where('group_name', 'in', ['m_home', 'm_live'])
      .orderBy('group_name')
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirst(),
    db.selectFrom('site_settings').select('value_json').where('merchant_code', '=', merchant.code).where('key', '=', 'imageCDNs').executeTakeFirst(),
  ]);
  const parsed: unknown = cdnSetting ? JSON.parse(cdnSetting.value_json) : [];
  const cdns = Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  const cdn = cdns[Math.floor(random() * cdns.length)] ?? '';
  return {
    merchantName: merchant.name,
    banner: banner ? { src: cdnUrl(banner.url, cdn), alt: banner.title ?? '' } : null,
    cdn,
  };
}
