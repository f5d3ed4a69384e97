export {
  createPlatformSettings,
  DEFAULT_PLATFORM_SETTINGS,
  readPlatformSettings,
  type PlatformSettings,
  type PlatformSettingsReader,
} from './platform-settings';
