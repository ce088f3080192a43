import type { TextWithTurkish } from '#server/services/content-language';
import { DEFAULT_APPLICATION_REJECTION } from '#server/services/review-reasons';

/**
 * The seed's words a player reads on their own account's screens, in the other five languages
 * and in Turkish (`TR`): reward-centre titles, the points mall's items, the deposit channels'
 * names, the rejection reasons of seeded deposits, withdrawals and reward applications, and
 * customer service's reply to a seeded feedback. Keyed by the English the seed writes, as the
 * rest of the seed's catalog (translations.ts) is.
 *
 * Names stay as they are and have no entry: banks, wallet providers, the USDT channel, the
 * payee's account name and branch. What a player wrote (a feedback, an application's remarks)
 * is the player's own words. Rejection reasons are written by an operator at review time: the
 * seed's are translated here as content rows, while an operator's own reason is served as written.
 */

// ---------------------------------------------------------------------------------------------
// Reward centre (seed/promotions.ts demoRewards). A reward's title is its own: none of the seed's
// is a promotion's title (were one the same English, the catalog would give it the same words).

const REWARDS: readonly TextWithTurkish[] = [
  {
    EN: 'Welcome gift',
    CN: '迎新礼包',
    TH: 'ของขวัญต้อนรับ',
    VI: 'Quà chào mừng',
    TY: 'Pambungad na regalo',
    PT: 'Presente de boas-vindas',
    TR: 'Hoş geldin hediyesi',
  },
  {
    EN: 'Mission: play 10 slot rounds',
    CN: '任务：玩 10 局老虎机',
    TH: 'ภารกิจ: เล่นสล็อต 10 รอบ',
    VI: 'Nhiệm vụ: chơi 10 vòng slot',
    TY: 'Misyon: maglaro ng 10 round ng slot',
    PT: 'Missão: jogue 10 rodadas de caça-níqueis',
    TR: 'Görev: 10 tur slot oyna',
  },
  {
    EN: 'VIP 2 upgrade bonus',
    CN: 'VIP 2 晋级奖金',
    TH: 'โบนัสเลื่อนขั้น VIP 2',
    VI: 'Thưởng thăng cấp VIP 2',
    TY: 'Bonus sa pag-akyat sa VIP 2',
    PT: 'Bônus por subir para o VIP 2',
    TR: 'VIP 2 yükseltme bonusu',
  },
  {
    EN: 'Lucky draw tickets',
    CN: '幸运抽奖券',
    TH: 'ตั๋วลุ้นโชค',
    VI: 'Vé rút thăm may mắn',
    TY: 'Mga tiket sa lucky draw',
    PT: 'Bilhetes de sorteio',
    TR: 'Şans çekilişi biletleri',
  },
];

// ---------------------------------------------------------------------------------------------
// Points mall (seed/mall.ts): names and descriptions. DEMO's mall only, so its amounts are in ￥.

const MALL_ITEMS: readonly TextWithTurkish[] = [
  {
    EN: '￥10.00 bonus',
    CN: '￥10.00 奖金',
    TH: 'โบนัส ￥10.00',
    VI: 'Thưởng ￥10,00',
    TY: '￥10.00 na bonus',
    PT: 'Bônus de ￥10,00',
    TR: '￥10,00 tutarında bonus',
  },
  {
    EN: '￥50.00 bonus',
    CN: '￥50.00 奖金',
    TH: 'โบนัส ￥50.00',
    VI: 'Thưởng ￥50,00',
    TY: '￥50.00 na bonus',
    PT: 'Bônus de ￥50,00',
    TR: '￥50,00 tutarında bonus',
  },
  {
    EN: 'Paid into your balance at once.',
    CN: '立即存入您的余额。',
    TH: 'เข้ายอดเงินของคุณทันที',
    VI: 'Cộng ngay vào số dư của bạn.',
    TY: 'Papasok agad sa iyong balanse.',
    PT: 'Creditado no seu saldo na hora.',
    TR: 'Hemen bakiyenize yatırılır.',
  },
  {
    EN: 'Lucky charm keyring',
    CN: '幸运符钥匙扣',
    TH: 'พวงกุญแจเครื่องรางนำโชค',
    VI: 'Móc khóa bùa may mắn',
    // Soft hyphens mark the long word's syllables: a 360 px card breaks it as 'pampa-suwerte'.
    TY: 'Keychain na pampa\u00adsu\u00adwerte',
    PT: 'Chaveiro amuleto da sorte',
    TR: 'Şans tılsımlı anahtarlık',
  },
  {
    EN: 'Sent to you by our VIP desk within 7 days.',
    CN: '由 VIP 专员在 7 天内寄给您。',
    TH: 'ฝ่าย VIP จะส่งถึงคุณภายใน 7 วัน',
    VI: 'Bộ phận VIP gửi đến bạn trong vòng 7 ngày.',
    TY: 'Ipapadala ng aming VIP desk sa loob ng 7 araw.',
    PT: 'Enviado pela nossa equipe VIP em até 7 dias.',
    TR: 'VIP masamız 7 gün içinde size gönderir.',
  },
  {
    EN: 'Team jersey (limited)',
    CN: '球队球衣（限量）',
    TH: 'เสื้อทีม (จำนวนจำกัด)',
    VI: 'Áo đấu của đội (giới hạn)',
    TY: 'Jersey ng team (limitado)',
    PT: 'Camisa do time (limitada)',
    TR: 'Takım forması (sınırlı)',
  },
  {
    EN: 'One left: signed by the team.',
    CN: '仅剩一件：球队签名款。',
    TH: 'เหลือตัวเดียว: มีลายเซ็นของทีม',
    VI: 'Chỉ còn một chiếc: có chữ ký của đội.',
    TY: 'Isa na lang: may pirma ng team.',
    PT: 'Só resta uma: autografada pelo time.',
    TR: 'Son bir adet: takım imzalı.',
  },
  {
    EN: 'Phone stand',
    CN: '手机支架',
    TH: 'ขาตั้งโทรศัพท์',
    VI: 'Giá đỡ điện thoại',
    TY: 'Patungan ng phone',
    PT: 'Suporte de celular',
    TR: 'Telefon standı',
  },
  {
    EN: 'Back in stock next month.',
    CN: '下月补货。',
    TH: 'จะมีของเข้าเดือนหน้า',
    VI: 'Sẽ có hàng lại vào tháng sau.',
    TY: 'Magkakaroon ulit sa susunod na buwan.',
    PT: 'De volta ao estoque no mês que vem.',
    TR: 'Gelecek ay yeniden stokta.',
  },
];

// ---------------------------------------------------------------------------------------------
// Deposit channels (seed/deposits.ts): the words, as the app's own catalogs name the channel kinds
// (deposit_channel_*); "USDT" is a name. "E-wallet" reads so in Filipino too (identical-to-english.json).

const DEPOSIT_CHANNELS: readonly TextWithTurkish[] = [
  {
    EN: 'Bank transfer',
    CN: '银行转账',
    TH: 'โอนผ่านธนาคาร',
    VI: 'Chuyển khoản ngân hàng',
    TY: 'Paglipat sa bangko',
    PT: 'Transferência bancária',
    TR: 'Banka havalesi',
  },
  { EN: 'E-wallet', CN: '电子钱包', TH: 'อีวอลเล็ต', VI: 'Ví điện tử', TY: 'E-wallet', PT: 'Carteira digital', TR: 'E-cüzdan' },
];

// ---------------------------------------------------------------------------------------------
// Rejection reasons the seed writes (seed/deposits.ts, seed/security.ts, seed/promotions.ts) and
// the demo operator's default one (services/review-reasons.ts).

const REJECTION_REASONS: readonly TextWithTurkish[] = [
  {
    EN: 'The coins arrived on another network (ERC20)',
    CN: '币已从其他网络到账 (ERC20)',
    TH: 'เหรียญเข้ามาผ่านเครือข่ายอื่น (ERC20)',
    VI: 'Coin được gửi qua mạng khác (ERC20)',
    TY: 'Dumating ang coins sa ibang network (ERC20)',
    PT: 'As moedas chegaram por outra rede (ERC20)',
    TR: 'Coinler başka bir ağdan geldi (ERC20)',
  },
  {
    EN: 'The name on the card does not match the account',
    CN: '银行卡上的姓名与账户不符',
    TH: 'ชื่อบนบัตรไม่ตรงกับบัญชี',
    VI: 'Tên trên thẻ không khớp với tài khoản',
    TY: 'Hindi tugma ang pangalan sa card at sa account',
    PT: 'O nome no cartão não confere com a conta',
    TR: 'Karttaki isim hesapla eşleşmiyor',
  },
  {
    EN: 'The receipt does not match a deposit on this account.',
    CN: '该凭证与本账户的充值记录不符。',
    TH: 'สลิปไม่ตรงกับรายการฝากของบัญชีนี้',
    VI: 'Biên lai không khớp với lần nạp nào của tài khoản này.',
    TY: 'Hindi tugma ang resibo sa anumang deposito ng account na ito.',
    PT: 'O comprovante não corresponde a um depósito desta conta.',
    TR: 'Dekont bu hesaptaki hiçbir para yatırma işlemiyle eşleşmiyor.',
  },
  DEFAULT_APPLICATION_REJECTION,
];

// ---------------------------------------------------------------------------------------------
// Customer service's reply to player1's seeded feedback (seed/feedback.ts)

const FEEDBACK_REPLIES: readonly TextWithTurkish[] = [
  {
    EN: 'Thank you! Game pictures are now smaller and the list keeps them on your phone after the first visit.',
    CN: '谢谢！游戏图片已缩小，首次访问后列表会将图片保存在您的手机上。',
    TH: 'ขอบคุณ! ตอนนี้รูปเกมเล็กลงแล้ว และรายการจะเก็บรูปไว้ในโทรศัพท์ของคุณหลังเข้าชมครั้งแรก',
    VI: 'Cảm ơn bạn! Ảnh trò chơi giờ nhỏ hơn và danh sách lưu chúng trên điện thoại của bạn sau lần đầu.',
    TY: 'Salamat! Mas maliit na ang mga larawan ng laro, at itinatabi na ito ng listahan sa phone mo pagkatapos ng unang bisita.',
    PT: 'Obrigado! As imagens dos jogos estão menores e a lista as guarda no seu celular após a primeira visita.',
    TR: 'Teşekkürler! Oyun görselleri artık daha küçük ve liste ilk ziyaretten sonra onları telefonunuzda saklıyor.',
  },
];

/** The account screens' texts by section (joined to the seed's catalog in translations.ts). */
export const ACCOUNT_TEXTS: Readonly<Record<string, readonly TextWithTurkish[]>> = {
  rewards: REWARDS,
  mallItems: MALL_ITEMS,
  depositChannels: DEPOSIT_CHANNELS,
  rejectionReasons: REJECTION_REASONS,
  feedbackReplies: FEEDBACK_REPLIES,
};
