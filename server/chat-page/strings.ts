import type { LanguageCode } from '../../src/shared/contract/platform';

/**
 * The reference chat page is the chat vendor's, not the app's: it does not use the app's
 * catalogs but this small table, in the language the launch asked for.
 */
export type ChatStrings = {
  greeting: string;
  reply: string;
  placeholder: string;
  send: string;
  back: string;
  you: string;
  agent: string;
  sendFailed: string;
  expiredTitle: string;
  expiredText: string;
};

export const CHAT_STRINGS: Record<LanguageCode, ChatStrings> = {
  EN: {
    greeting: 'Hello! Welcome to live chat. How can we help you today?',
    reply: 'Thank you for your message. An agent is looking into it and will answer here shortly.',
    placeholder: 'Type a message',
    send: 'Send',
    back: 'Back',
    you: 'You',
    agent: 'Agent',
    sendFailed: 'The message was not sent. Please try again.',
    expiredTitle: 'Chat session expired',
    expiredText: 'This chat link is no longer valid. Go back and open the chat again.',
  },
  CN: {
    greeting: '您好！欢迎使用在线客服。请问有什么可以帮您？',
    reply: '感谢您的留言。客服正在处理，稍后会在这里回复您。',
    placeholder: '输入消息',
    send: '发送',
    back: '返回',
    you: '您',
    agent: '客服',
    sendFailed: '消息未发送，请重试。',
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
    expiredTitle: 'Phiên trò chuyện đã hết hạn',
    expiredText: 'Liên kết trò chuyện này không còn hiệu lực. Hãy quay lại và mở trò chuyện lần nữa.',
  },
  TY: {
    greeting: 'Kumusta! Maligayang pagdating sa live chat. Paano ka namin matutulungan ngayon?',
    reply: 'Salamat sa iyong mensahe. Tinitingnan na ito ng isang agent at sasagot siya rito maya-maya.',
    placeholder: 'Mag-type ng mensahe',
    send: 'Ipadala',
    back: 'Bumalik',
    you: 'Ikaw',
    agent: 'Agent',
    sendFailed: 'Hindi naipadala ang mensahe. Pakisubukang muli.',
    expiredTitle: 'Nag-expire na ang chat session',
    expiredText: 'Hindi na valid ang chat link na ito. Bumalik at buksan muli ang chat.',
  },
  PT: {
    greeting: 'Olá! Bem-vindo ao chat ao vivo. Como podemos ajudar você hoje?',
    reply: 'Obrigado pela sua mensagem. Um atendente está verificando e responderá aqui em breve.',
    placeholder: 'Digite uma mensagem',
    send: 'Enviar',
    back: 'Voltar',
    you: 'Você',
    agent: 'Atendente',
    sendFailed: 'A mensagem não foi enviada. Tente novamente.',
    expiredTitle: 'Sessão de chat expirada',
    expiredText: 'Este link de chat não é mais válido. Volte e abra o chat novamente.',
  },
};

/** html lang of each language, as the app sets it. */
export const HTML_LANG: Record<LanguageCode, string> = { CN: 'zh-CN', EN: 'en', TH: 'th', VI: 'vi', TY: 'fil', PT: 'pt-BR' };
