import { encodeServicePath } from '#src/shared/contract/customer-service';
import { WHITELABEL_FLAGS, type WhitelabelFlag, webClipProfilePath } from '#src/shared/contract/platform';

/** Every payload field of the registration (product rule 3.13), with the demo merchant's settings. */
const REGISTER_FIELDS = [
  { name: 'username', enabled: true, required: true, minLength: 4, maxLength: 16, pattern: '^[a-zA-Z0-9]+$' },
  { name: 'password', enabled: true, required: true, minLength: 6, maxLength: 20 },
  { name: 'confirmPassword', enabled: true, required: true, minLength: 6, maxLength: 20 },
  { name: 'affiliateCode', enabled: true, required: false, maxLength: 20 },
  { name: 'paymentPassword', enabled: false, required: false, minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' },
  { name: 'recommenderId', enabled: false, required: false, maxLength: 20 },
  { name: 'nickname', enabled: true, required: false, maxLength: 20 },
  { name: 'payeeName', enabled: false, required: false, maxLength: 50 },
  { name: 'birthDate', enabled: true, required: false },
  { name: 'email', enabled: true, required: false, maxLength: 255 },
  { name: 'mobileNum', enabled: true, required: false, maxLength: 20, pattern: '^[0-9]{6,20}$' },
  { name: 'idNumber', enabled: false, required: false, maxLength: 30 },
  { name: 'qqNum', enabled: false, required: false, maxLength: 15 },
  { name: 'facebook', enabled: false, required: false, maxLength: 100 },
  { name: 'wechat', enabled: false, required: false, maxLength: 50 },
  { name: 'line', enabled: false, required: false, maxLength: 50 },
  { name: 'whatsapp', enabled: false, required: false, maxLength: 20 },
  { name: 'zalo', enabled: false, required: false, maxLength: 20 },
  { name: 'captcha', enabled: true, required: true, minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' },
  { name: 'verificationCode', enabled: true, required: false, maxLength: 10 },
];

export type MerchantSeed = {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  hosts: string[];
  flags: readonly WhitelabelFlag[];
  settings: Record<string, unknown>;
  /** Live-stream hosts; none means the client hides the m_live banners. */
  liveModels: readonly { id: string; name: string }[];
};

const LICENCE = 'This site is operated by a company registered in Curacao and licensed by the Curacao Gaming Control Board. Players must be 18 or older.';

/** Home footer's logos (product rule 2.9), small SVGs shipped with the PWA under /m/regulators/. */
const CURACAO = { name: 'Curaçao Gaming Control Board', logo: '/m/regulators/curacao-gcb.svg', url: 'https://www.gamingcontrolcuracao.org/' };
const GAMCARE = { name: 'GamCare', logo: '/m/regulators/gamcare.svg', url: 'https://www.gamcare.org.uk/' };

export const MERCHANTS: readonly MerchantSeed[] = [
  {
    code: 'DEMO',
    name: 'Demo Lobby',
    currency: 'CNY',
    currencySymbol: '￥',
    hosts: ['localhost', '127.0.0.1'],
    flags: WHITELABEL_FLAGS,
    liveModels: [
      { id: 'model-1', name: 'Aurora' },
      { id: 'model-2', name: 'Luna' },
    ],
    settings: {
      customerService: [
        // Paths encrypted as product rule 3.11 says (the last 8 characters are the key).
        { csType: 'CS', title: 'Live support', path: encodeServicePath('https://support.example.com/chat', 'Dm4Lv8Sp'), type: '3' },
        { csType: 'CS', title: 'Affiliate desk', path: encodeServicePath('https://support.example.com/affiliate', 'Dm7Af2Dk'), type: '3' },
      ],
      domainRoute: 'default',
      mobileTemplate: { app_background: '#0f1115', app_desc: 'Play anywhere', app_desc_font_color: '#f5c542', mem_cen: '1', dep_func: '1' },
      paths: { cdnImages: '/icons' },
      register: REGISTER_FIELDS,
      resources: [
        { resourceType: 'IOS', url: 'https://apps.example.com/demo-lobby.ipa' },
        { resourceType: 'Android', url: 'https://apps.example.com/demo-lobby.apk' },
        // Served by this server (routes/web-clip.ts): a real profile with the lobby's Web Clip.
        { resourceType: 'MOBILECONFIG', url: webClipProfilePath('DEMO') },
        { resourceType: 'TELEGRAM', url: 'https://t.me/demolobby' },
        { resourceType: 'WHATSAPP', url: 'https://wa.me/10000000000' },
        { resourceType: 'AFFILIATELINK', url: 'https://affiliates.example.com/demo' },
      ],
      mainDomain: 'localhost',
      imageCDNs: ['/cdn/a', '/cdn/b'],
      licenceText: LICENCE,
      regulators: [CURACAO, GAMCARE],
      theme: {},
      // No dateFormat: dates follow the language (docs/decisions/016); LITE fixes one, as product rule 3.17 allows.
      agentTypeReading: 'narrow',
      ageLimit: 18,
      languageReading: 'six',
    },
  },
  {
    code: 'LITE',
    name: 'Lite Lobby',
    currency: 'PHP',
    currencySymbol: '₱',
    hosts: ['lite.localhost'],
    flags: ['USERNAMEREG3'],
    liveModels: [],
    settings: {
      customerService: [],
      domainRoute: 'default',
      mobileTemplate: { app_background: '#101826', app_desc: '', app_desc_font_color: '#ffffff', mem_cen: '0', dep_func: '0' },
      paths: {},
      // LITE asks for the date of birth and confirms 21 (the other age of product rule 3.23).
      register: REGISTER_FIELDS.map((f) => ({
        ...f,
        enabled: ['username', 'password', 'confirmPassword', 'birthDate', 'captcha'].includes(f.name),
        required: f.required || f.name === 'birthDate',
      })),
      resources: [],
      mainDomain: 'lite.localhost',
      imageCDNs: ['/cdn/a'],
      licenceText: LICENCE,
      regulators: [CURACAO],
      dateFormat: 'DD/MM/YYYY',
      // The wide reading (product rule 3.16): trial (4) and type 40 count as agents for contract prompts.
      agentTypeReading: 'wide',
      ageLimit: 21,
      // The other reading of the languages (product rule 3.15): only TY and EN, and TY is Turkish.
      languageReading: 'ty-en',
      theme: { '--color-accent': '#4fc3f7', '--color-accent-strong': '#0288d1' },
    },
  },
];

export const SETTING_KEYS = [
  'customerService',
  'domainRoute',
  'mobileTemplate',
  'paths',
  'register',
  'resources',
  'mainDomain',
  'imageCDNs',
  'licenceText',
  'regulators',
  'theme',
  'dateFormat',
  'agentTypeReading',
  'ageLimit',
  'languageReading',
] as const;
