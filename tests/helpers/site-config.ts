import type { SiteConfig } from '#src/shared/contract/system';

/** A DEMO site config as the server serves it, with the parts a test cares about replaced. */
export function siteConfigFixture(info: Partial<SiteConfig['info']> = {}): SiteConfig {
  return {
    merchantCode: 'DEMO',
    merchantName: 'Demo Lobby',
    currency: 'CNY',
    currencySymbol: '￥',
    info: {
      customerService: [],
      domainRoute: 'default',
      mobileTemplate: { app_background: '#000000', app_desc: '', app_desc_font_color: '#ffffff', mem_cen: '1', dep_func: '1' },
      paths: {},
      register: [],
      resources: [],
      whitelabel: [],
      mainDomain: 'localhost',
      imageCDNs: ['/cdn/a'],
      licenceText: '',
      regulators: [],
      theme: {},
      languageReading: 'six',
      ...info,
    },
    location: { ip: '127.0.0.1' },
    maintenance: false,
    regionRestriction: false,
  };
}
