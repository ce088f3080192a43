import { DEFAULT_LANGUAGE_READING, type LanguageReading } from '#src/shared/contract/platform';
import type { Db } from '../db/database';
import { putManyTranslations, type TextWithTurkish, translationsOf } from './content-language';

/**
 * The inbox messages a newly registered member finds, in every language (the English is stored,
 * the rest as translations). `TR`: TY's words for a merchant of the 'ty-en' reading (product rule
 * 3.15, docs/decisions/015), which offers only TY and EN and whose TY is Turkish; the shape of the
 * account screens' texts (seed/translations-account.ts), so translationsOf reads both.
 */
export const WELCOME_MESSAGES: readonly { title: Required<TextWithTurkish>; content: Required<TextWithTurkish> }[] = [
  {
    title: {
      EN: 'Welcome to the lobby',
      CN: '欢迎来到游戏大厅',
      TH: 'ยินดีต้อนรับสู่ล็อบบี้',
      VI: 'Chào mừng đến sảnh game',
      TY: 'Maligayang pagdating sa lobby',
      PT: 'Bem-vindo ao lobby',
      TR: 'Lobiye hoş geldiniz',
    },
    content: {
      EN: '<p>Your account is ready. Explore thousands of games, and see the <a href="/m/activity">promotions</a> waiting for you.</p>',
      CN: '<p>您的账户已就绪。畅玩数千款游戏，还有<a href="/m/activity">优惠活动</a>等着您。</p>',
      TH: '<p>บัญชีของคุณพร้อมใช้งานแล้ว สำรวจเกมนับพันและดู<a href="/m/activity">โปรโมชั่น</a>ที่รอคุณอยู่</p>',
      VI: '<p>Tài khoản của bạn đã sẵn sàng. Khám phá hàng nghìn trò chơi và xem các <a href="/m/activity">khuyến mãi</a> đang chờ bạn.</p>',
      TY: '<p>Handa na ang iyong account. Tuklasin ang libu-libong laro at tingnan ang mga <a href="/m/activity">promo</a> na naghihintay sa iyo.</p>',
      PT: '<p>Sua conta está pronta. Explore milhares de jogos e confira as <a href="/m/activity">promoções</a> esperando por você.</p>',
      TR: '<p>Hesabınız hazır. Binlerce oyunu keşfedin ve sizi bekleyen <a href="/m/activity">promosyonlara</a> göz atın.</p>',
    },
  },
  {
    title: {
      EN: 'Your first deposit bonus',
      CN: '您的首次充值奖金',
      TH: 'โบนัสฝากครั้งแรกของคุณ',
      VI: 'Thưởng nạp lần đầu của bạn',
      TY: 'Ang iyong bonus sa unang deposito',
      PT: 'Seu bônus de primeiro depósito',
      TR: 'İlk yatırım bonusunuz',
    },
    content: {
      EN: '<p>Make your <b>first deposit</b> and get a 100% match. Details on the <a href="/m/activity">promotions page</a>.</p>',
      CN: '<p>完成<b>首次充值</b>，即可获得 100% 奖金。详情请见<a href="/m/activity">优惠页面</a>。</p>',
      TH: '<p><b>ฝากครั้งแรก</b>รับโบนัส 100% ดูรายละเอียดที่<a href="/m/activity">หน้าโปรโมชั่น</a></p>',
      VI: '<p>Thực hiện <b>lần nạp đầu tiên</b> và nhận thưởng 100%. Chi tiết tại <a href="/m/activity">trang khuyến mãi</a>.</p>',
      TY: '<p>Gawin ang iyong <b>unang deposito</b> at makakuha ng 100% match. Detalye sa <a href="/m/activity">pahina ng promo</a>.</p>',
      PT: '<p>Faça seu <b>primeiro depósito</b> e ganhe 100% de bônus. Detalhes na <a href="/m/activity">página de promoções</a>.</p>',
      TR: '<p><b>İlk yatırımınızı</b> yapın, %100 eşleşme kazanın. Ayrıntılar <a href="/m/activity">promosyon sayfasında</a>.</p>',
    },
  },
  {
    title: {
      EN: 'Keep your account safe',
      CN: '保护好您的账户',
      TH: 'รักษาบัญชีของคุณให้ปลอดภัย',
      VI: 'Giữ an toàn cho tài khoản',
      TY: 'Panatilihing ligtas ang iyong account',
      PT: 'Mantenha sua conta segura',
      TR: 'Hesabınızı güvende tutun',
    },
    content: {
      EN: '<p>We will never ask for your password or verification code. Set a strong password and keep it to yourself.</p>',
      CN: '<p>我们绝不会向您索要密码或验证码。请设置高强度密码并妥善保管。</p>',
      TH: '<p>เราจะไม่ขอรหัสผ่านหรือรหัสยืนยันของคุณ ตั้งรหัสผ่านที่คาดเดายากและเก็บไว้เป็นความลับ</p>',
      VI: '<p>Chúng tôi không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy đặt mật khẩu mạnh và tự giữ kín.</p>',
      TY: '<p>Hinding-hindi namin hihingin ang iyong password o code ng beripikasyon. Gumamit ng matibay na password at huwag itong ibigay kaninuman.</p>',
      PT: '<p>Nunca pediremos sua senha ou código de verificação. Crie uma senha forte e guarde-a só para você.</p>',
      TR: '<p>Şifrenizi veya doğrulama kodunuzu asla sormayız. Güçlü bir şifre belirleyin ve kimseyle paylaşmayın.</p>',
    },
  },
];

/**
 * The inbox messages a newly registered member finds, as real platforms send them, in every
 * language the merchant offers (`reading`). Written in the registration's transaction, so a member never exists without them.
 * Trial accounts do not register and have no inbox.
 */
export async function writeWelcomeMessages(trx: Db, memberId: number, reading: LanguageReading = DEFAULT_LANGUAGE_READING, now = new Date()): Promise<void> {
  // One millisecond apart, so the first one written is the newest and tops the list.
  const rows = await trx
    .insertInto('inbox_messages')
    .values(
      WELCOME_MESSAGES.map((m, i) => ({
        member_id: memberId,
        title: m.title.EN,
        content: m.content.EN,
        created_at: new Date(now.getTime() - i).toISOString(),
        read_at: null,
      })),
    )
    .returning(['id', 'title'])
    .execute();
  await putManyTranslations(
    trx,
    rows.flatMap((row) => {
      const message = WELCOME_MESSAGES.find((m) => m.title.EN === row.title);
      if (!message) return [];
      // Under the 'ty-en' reading, translationsOf keeps only the Turkish, under TY.
      return [...translationsOf<'inbox'>('title', message.title, reading), ...translationsOf<'inbox'>('content', message.content, reading)].map((t) => ({
        kind: 'inbox' as const,
        ref: String(row.id),
        ...t,
      }));
    }),
  );
}
