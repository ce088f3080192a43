import * as z from 'zod/mini';
import { ageLimitSchema } from './age';
import { agentTypeReadingSchema } from './agent';
import { languageReadingSchema, whitelabelFlagSchema } from './platform';

/** 0 normal; 1 maintenance (also when both are set); 2 region restricted only. */
export const systemStatusSchema = z.lazy(() =>
  z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    ip: z.string(),
  }),
);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export function deriveSystemStatus(maintenance: boolean, regionRestriction: boolean): 0 | 1 | 2 {
  if (maintenance) return 1;
  if (regionRestriction) return 2;
  return 0;
}

export const resourceTypeSchema = z.enum(['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon', 'TELEGRAM', 'AFFILIATELINK', 'WHATSAPP', 'USDJUMP']);
export type ResourceType = z.infer<typeof resourceTypeSchema>;

export const downloadLinkSchema = z.lazy(() => z.object({ resourceType: resourceTypeSchema, url: z.string() }));

export const customerServiceSchema = z.lazy(() =>
  z.object({
    csType: z.string(),
    title: z.string(),
    path: z.string(),
    type: z.string(),
  }),
);

export const mobileTemplateSchema = z.lazy(() =>
  z.object({
    app_background: z.string(),
    app_desc: z.string(),
    app_desc_font_color: z.string(),
    mem_cen: z.string(),
    dep_func: z.string(),
  }),
);

/** Registration field setting: whether a payload field is shown, required, and its bounds. */
export const registerFieldSettingSchema = z.lazy(() =>
  z.object({
    name: z.string(),
    enabled: z.boolean(),
    required: z.boolean(),
    minLength: z.optional(z.int()),
    maxLength: z.optional(z.int()),
    pattern: z.optional(z.string()),
  }),
);

/** Merchant colours override the default theme tokens (CSS custom property name -> value). */
export const themeSchema = z.lazy(() => z.record(z.string().check(z.regex(/^--[a-z0-9-]+$/)), z.string()));

/** A regulator or responsible-gaming body shown in home's footer: its name is the logo's alt text. */
export const regulatorSchema = z.lazy(() => z.object({ name: z.string(), logo: z.string(), url: z.optional(z.string()) }));
export type Regulator = z.infer<typeof regulatorSchema>;

/** How the merchant writes calendar dates, such as promotion date ranges (product rule 3.17). */
export const DATE_FORMATS = ['YYYY/MM/DD', 'DD/MM/YYYY'] as const;
export const dateFormatSchema = z.enum(DATE_FORMATS);
export type DateFormat = z.infer<typeof dateFormatSchema>;

export const siteConfigSchema = z.object({
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.string(),
    mobileTemplate: mobileTemplateSchema,
    paths: z.record(z.string(), z.string()),
    register: z.array(registerFieldSettingSchema),
    resources: z.array(downloadLinkSchema),
    whitelabel: z.array(whitelabelFlagSchema),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()).check(z.minLength(1)),
    licenceText: z.string(),
    // Optional: a config kept on the device from before regulators existed still reads.
    regulators: z.optional(z.array(regulatorSchema)),
    theme: themeSchema,
    // Optional: a config kept on the device from before date formats existed reads as YYYY/MM/DD.
    dateFormat: z.optional(dateFormatSchema),
    // Optional: who counts as an agent for the contract prompts; absent reads as 'narrow'.
    agentTypeReading: z.optional(agentTypeReadingSchema),
    // Optional: the age registration confirms (18 or 21); absent reads as 18.
    ageLimit: z.optional(ageLimitSchema),
    // The two readings of the languages (product rule 3.15): 'six' (TY shown PH, Filipino) or 'ty-en'
    // (only TY and EN, TY in Turkish). Absent (a config kept from before, another server) reads as 'six'.
    languageReading: z._default(languageReadingSchema, 'six'),
  }),
  location: z.object({ ip: z.string() }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Test-only control (enabled by a server env var) that switches maintenance / region restriction. */
export const setSystemStatusRequestSchema = z.lazy(() =>
  z.object({
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
  }),
);
