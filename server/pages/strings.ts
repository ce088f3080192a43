import { isOffered, type LanguageCode, type LanguageReading } from '#src/shared/contract/platform';

/**
 * The words of the pages the server draws itself, outside the app: the reference chat page and
 * the demo game page (and their "expired" pages). They are a vendor's pages, not the app's: they
 * do not use the app's catalogs but these small tables, one per page, in the six languages. A
 * string a language lacks reads in English (pageStrings).
 */

/**
 * A page's language: one of ours, or TR, the Turkish that TY means on a merchant of the 'ty-en'
 * reading (product rule 3.15, docs/decisions/015).
 */
export type PageLanguage = LanguageCode | 'TR';

/** The page language of `language` on a merchant of `reading`: TY is Turkish under 'ty-en', a language it does not offer reads in English. */
export function pageLanguageUnder(language: LanguageCode, reading: LanguageReading): PageLanguage {
  if (!isOffered(reading, language)) return 'EN';
  return reading === 'ty-en' && language === 'TY' ? 'TR' : language;
}

/** The chat page, in the language the launch asked for. */
export type ChatStrings = {
  greeting: string;
  reply: string;
  placeholder: string;
  send: string;
  back: string;
  you: string;
  agent: string;
  sendFailed: string;
  /** Past the chat's rate limit (CHAT_RATE_LIMITS): the composer keeps the text. */
  tooFast: string;
  expiredTitle: string;
  expiredText: string;
};

export const CHAT_STRINGS: Record<PageLanguage, ChatStrings> = {
  TR: {
    greeting: 'Merhaba! Canlı sohbete hoş geldiniz. Size nasıl yardımcı olabiliriz?',
    reply: 'Mesajınız için teşekkürler. Destek ekibimiz inceliyor ve kısa süre içinde burada yanıtlayacak.',
    placeholder: 'Bir mesaj yazın',
    send: 'Gönder',
    back: 'Geri',
    you: 'Siz',
    agent: 'Destek',
    sendFailed: 'Mesaj gönderilemedi. Lütfen tekrar deneyin.',
    tooFast: 'Çok hızlı mesaj gönderiyorsunuz. Birkaç saniye bekleyip tekrar gönderin.',
    expiredTitle: 'Sohbet oturumunun süresi doldu',
    expiredText: 'Bu sohbet bağlantısı artık geçerli değil. Geri dönüp sohbeti yeniden açın.',
  },
  EN: {
    greeting: 'Hello! Welcome to live chat. How can we help you today?',
    reply: 'Thank you for your message. Our support team is looking into it and will answer here shortly.',
    placeholder: 'Type a message',
    send: 'Send',
    back: 'Back',
    you: 'You',
    agent: 'Support',
    sendFailed: 'The message was not sent. Please try again.',
    tooFast: 'You are sending messages too quickly. Wait a few seconds and send it again.',
    expiredTitle: 'Chat session expired',
    expiredText: 'This chat link is no longer valid. Go back and open the chat again.',
  },
  CN: {
    greeting: '您好！欢迎使用在线客服。请问有什么可以帮您？',
    reply: '感谢您的消息。客服正在处理，稍后会在这里回复您。',
    placeholder: '输入消息',
    send: '发送',
    back: '返回',
    you: '您',
    agent: '客服',
    sendFailed: '消息未发送，请重试。',
    tooFast: '您发送消息过于频繁，请稍等几秒后再发送。',
    expiredTitle: '聊天会话已过期',
    expiredText: '此聊天链接已失效。请返回并重新打开聊天。',
  },
  TH: {
    greeting: 'สวัสดีค่ะ ยินดีต้อนรับสู่แชทสด มีอะไรให้เราช่วยไหมคะ',
    reply: 'ขอบคุณสำหรับข้อความของคุณ เจ้าหน้าที่กำลังตรวจสอบและจะตอบกลับที่นี่ในไม่ช้า',
    placeholder: 'พิมพ์ข้อความ',
    send: 'ส่ง',
    back: 'กลับ',
    you: 'คุณ',
    agent: 'เจ้าหน้าที่',
    sendFailed: 'ส่งข้อความไม่สำเร็จ กรุณาลองอีกครั้ง',
    tooFast: 'คุณส่งข้อความเร็วเกินไป กรุณารอสักครู่แล้วส่งอีกครั้ง',
    expiredTitle: 'เซสชันแชทหมดอายุ',
    expiredText: 'ลิงก์แชทนี้ใช้ไม่ได้แล้ว กรุณากลับไปและเปิดแชทอีกครั้ง',
  },
  VI: {
    greeting: 'Xin chào! Chào mừng bạn đến với trò chuyện trực tuyến. Chúng tôi có thể giúp gì cho bạn?',
    reply: 'Cảm ơn tin nhắn của bạn. Nhân viên đang xem xét và sẽ trả lời tại đây trong giây lát.',
    placeholder: 'Nhập tin nhắn',
    send: 'Gửi',
    back: 'Quay lại',
    you: 'Bạn',
    agent: 'Nhân viên',
    sendFailed: 'Tin nhắn chưa được gửi. Vui lòng thử lại.',
    tooFast: 'Bạn gửi tin nhắn quá nhanh. Vui lòng đợi vài giây rồi gửi lại.',
    expiredTitle: 'Phiên trò chuyện đã hết hạn',
    expiredText: 'Liên kết trò chuyện này không còn hiệu lực. Hãy quay lại và mở trò chuyện lần nữa.',
  },
  TY: {
    greeting: 'Kumusta! Maligayang pagdating sa live chat. Paano ka namin matutulungan ngayon?',
    reply: 'Salamat sa iyong mensahe. Tinitingnan na ito ng aming team ng suporta at sasagot kami rito maya-maya.',
    placeholder: 'Mag-type ng mensahe',
    send: 'Ipadala',
    back: 'Bumalik',
    you: 'Ikaw',
    agent: 'Suporta',
    sendFailed: 'Hindi naipadala ang mensahe. Pakisubukang muli.',
    tooFast: 'Masyadong mabilis ang pagpapadala mo ng mensahe. Maghintay ng ilang segundo at ipadala itong muli.',
    expiredTitle: 'Nag-expire na ang chat session',
    expiredText: 'Hindi na valid ang chat link na ito. Bumalik at buksan muli ang chat.',
  },
  PT: {
    greeting: 'Olá! Bem-vindo ao chat ao vivo. Como podemos ajudar você hoje?',
    reply: 'Obrigado pela sua mensagem. Nossa equipe de suporte está verificando e responderá aqui em breve.',
    placeholder: 'Digite uma mensagem',
    send: 'Enviar',
    back: 'Voltar',
    you: 'Você',
    agent: 'Atendente',
    sendFailed: 'A mensagem não foi enviada. Tente novamente.',
    tooFast: 'Você está enviando mensagens rápido demais. Aguarde alguns segundos e envie de novo.',
    expiredTitle: 'Sessão de chat expirada',
    expiredText: 'Este link de chat não é mais válido. Volte e abra o chat novamente.',
  },
};

/** The demo game page and its expired page; {amount} and {spin} are filled in. */
export type GameStrings = {
  close: string;
  balance: string;
  stake: string;
  spin: string;
  spinning: string;
  win: string;
  noWin: string;
  insufficientFunds: string;
  invalidStake: string;
  sessionExpired: string;
  systemUpgrading: string;
  accountDisabled: string;
  tryAgain: string;
  failed: string;
  connection: string;
  expiredTitle: string;
  expiredText: string;
};

export const GAME_STRINGS: Record<PageLanguage, GameStrings> = {
  TR: {
    close: 'Kapat',
    balance: 'Bakiye',
    stake: 'Bahis',
    spin: 'ÇEVİR',
    spinning: 'Dönüyor...',
    win: '{amount} kazandınız!',
    noWin: 'Bu sefer kazanç yok.',
    insufficientFunds: 'Bu bahis için bakiye yetersiz.',
    invalidStake: 'Bu bahis tutarına izin verilmiyor.',
    sessionExpired: 'Bu oyun oturumunun süresi doldu. Oyunu kapatıp yeniden başlatın.',
    systemUpgrading: 'Sistem güncelleniyor. Lütfen daha sonra tekrar deneyin.',
    accountDisabled: 'Hesabınız şu anda oynayamaz.',
    tryAgain: 'Lütfen tekrar deneyin.',
    failed: 'Bir şeyler ters gitti.',
    connection: 'Bağlantı sorunu. Tekrar denemek için {spin} düğmesine dokunun.',
    expiredTitle: 'Oyun oturumunun süresi doldu',
    expiredText: 'Bu oyun bağlantısı artık geçerli değil. Kapatıp oyunu yeniden açın.',
  },
  EN: {
    close: 'Close',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'SPIN',
    spinning: 'Spinning...',
    win: 'You win {amount}!',
    noWin: 'No win this time.',
    insufficientFunds: 'Insufficient balance for this stake.',
    invalidStake: 'This stake is not allowed.',
    sessionExpired: 'This game session has expired. Close the game and launch it again.',
    systemUpgrading: 'System upgrading. Please try again later.',
    accountDisabled: 'Your account cannot play right now.',
    tryAgain: 'Please try again.',
    failed: 'Something went wrong.',
    connection: 'Connection problem. Tap {spin} to retry.',
    expiredTitle: 'Game session expired',
    expiredText: 'This game link is no longer valid. Close it and launch the game again.',
  },
  CN: {
    close: '关闭',
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    spinning: '旋转中...',
    win: '恭喜赢得 {amount}！',
    noWin: '本次未中奖。',
    insufficientFunds: '余额不足，无法使用此投注额。',
    invalidStake: '不允许使用此投注额。',
    sessionExpired: '游戏会话已过期。请关闭游戏后重新启动。',
    systemUpgrading: '系统升级中，请稍后再试。',
    accountDisabled: '您的账户暂时无法游戏。',
    tryAgain: '请重试。',
    failed: '出错了。',
    connection: '网络连接异常。点击“{spin}”重试。',
    expiredTitle: '游戏会话已过期',
    expiredText: '此游戏链接已失效。请关闭后重新启动游戏。',
  },
  TH: {
    close: 'ปิด',
    balance: 'ยอดเงิน',
    stake: 'เงินเดิมพัน',
    spin: 'หมุน',
    spinning: 'กำลังหมุน...',
    win: 'คุณชนะ {amount}!',
    noWin: 'รอบนี้ไม่ชนะ',
    insufficientFunds: 'ยอดเงินไม่พอสำหรับเงินเดิมพันนี้',
    invalidStake: 'ใช้เงินเดิมพันนี้ไม่ได้',
    sessionExpired: 'เซสชันเกมหมดอายุแล้ว ปิดเกมแล้วเปิดใหม่อีกครั้ง',
    systemUpgrading: 'ระบบกำลังอัปเกรด กรุณาลองใหม่ภายหลัง',
    accountDisabled: 'บัญชีของคุณยังเล่นไม่ได้ในขณะนี้',
    tryAgain: 'กรุณาลองอีกครั้ง',
    failed: 'เกิดข้อผิดพลาด',
    connection: 'การเชื่อมต่อมีปัญหา แตะ {spin} เพื่อลองใหม่',
    expiredTitle: 'เซสชันเกมหมดอายุ',
    expiredText: 'ลิงก์เกมนี้ใช้ไม่ได้แล้ว ปิดแล้วเปิดเกมใหม่อีกครั้ง',
  },
  VI: {
    close: 'Đóng',
    balance: 'Số dư',
    stake: 'Mức cược',
    spin: 'QUAY',
    spinning: 'Đang quay...',
    win: 'Bạn thắng {amount}!',
    noWin: 'Lần này chưa trúng.',
    insufficientFunds: 'Số dư không đủ cho mức cược này.',
    invalidStake: 'Mức cược này không được phép.',
    sessionExpired: 'Phiên chơi đã hết hạn. Hãy đóng trò chơi và mở lại.',
    systemUpgrading: 'Hệ thống đang nâng cấp. Vui lòng thử lại sau.',
    accountDisabled: 'Tài khoản của bạn hiện không thể chơi.',
    tryAgain: 'Vui lòng thử lại.',
    failed: 'Đã xảy ra lỗi.',
    connection: 'Lỗi kết nối. Nhấn {spin} để thử lại.',
    expiredTitle: 'Phiên chơi đã hết hạn',
    expiredText: 'Liên kết trò chơi này không còn hiệu lực. Hãy đóng lại và mở trò chơi lần nữa.',
  },
  TY: {
    close: 'Isara',
    balance: 'Balanse',
    stake: 'Taya',
    spin: 'IKOT',
    spinning: 'Umiikot...',
    win: 'Nanalo ka ng {amount}!',
    noWin: 'Walang panalo ngayon.',
    insufficientFunds: 'Kulang ang balanse para sa tayang ito.',
    invalidStake: 'Hindi puwede ang tayang ito.',
    sessionExpired: 'Nag-expire na ang game session. Isara ang laro at buksan ulit.',
    systemUpgrading: 'Nag-a-upgrade ang system. Pakisubukan ulit mamaya.',
    accountDisabled: 'Hindi makakapaglaro ang iyong account sa ngayon.',
    tryAgain: 'Pakisubukan ulit.',
    failed: 'May nangyaring mali.',
    connection: 'May problema sa koneksyon. I-tap ang {spin} para subukan ulit.',
    expiredTitle: 'Nag-expire na ang game session',
    expiredText: 'Hindi na valid ang link ng larong ito. Isara ito at buksan ulit ang laro.',
  },
  PT: {
    close: 'Fechar',
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'GIRAR',
    spinning: 'Girando...',
    win: 'Você ganhou {amount}!',
    noWin: 'Não foi dessa vez.',
    insufficientFunds: 'Saldo insuficiente para esta aposta.',
    invalidStake: 'Esta aposta não é permitida.',
    sessionExpired: 'A sessão de jogo expirou. Feche o jogo e abra de novo.',
    systemUpgrading: 'Sistema em atualização. Tente novamente mais tarde.',
    accountDisabled: 'Sua conta não pode jogar agora.',
    tryAgain: 'Tente novamente.',
    failed: 'Algo deu errado.',
    connection: 'Problema de conexão. Toque em {spin} para tentar de novo.',
    expiredTitle: 'Sessão de jogo expirada',
    expiredText: 'Este link de jogo não é mais válido. Feche-o e abra o jogo novamente.',
  },
};

/** A page's table in `language`; a string that language leaves empty reads in English. */
export function pageStrings<T extends Record<string, string>>(table: Record<PageLanguage, T>, language: PageLanguage): T {
  const own = Object.entries(table[language]).filter(([, text]) => text.trim() !== '');
  return { ...table.EN, ...Object.fromEntries(own) };
}

/** html lang of each language, as the app sets it. */
export const HTML_LANG: Record<PageLanguage, string> = { CN: 'zh-CN', EN: 'en', TH: 'th', VI: 'vi', TY: 'fil', PT: 'pt-BR', TR: 'tr' };
