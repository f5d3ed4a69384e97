export {
  createPlatformSettings,
  DEFAULT_PLATFORM_SETTINGS,
  consentAgeSql,
  readPlatformSettings,
  underConsentAgeSql,
  type PlatformSettings,
  type PlatformSettingsReader,
} from './platform-settings';
